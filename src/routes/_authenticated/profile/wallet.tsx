import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/_authenticated/profile/wallet')({
  component: WalletPage,
})

function WalletPage() {
  return <UnderConstruction title={<Trans>Carteira</Trans>} />
}
