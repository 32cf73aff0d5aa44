import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/_authenticated/profile/perfil')({
  component: ProfilePage,
})

function ProfilePage() {
  return <UnderConstruction title={<Trans>Meu perfil</Trans>} />
}
