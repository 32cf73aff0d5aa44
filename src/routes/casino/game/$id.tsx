import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { IdParam, parseParams } from '@/shared/routing.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/casino/game/$id')({
  params: {
    parse: (raw) => parseParams(v.object({ id: IdParam }), raw),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: CasinoGamePage,
})

function CasinoGamePage() {
  return <UnderConstruction title={<Trans>Jogo do cassino</Trans>} />
}
