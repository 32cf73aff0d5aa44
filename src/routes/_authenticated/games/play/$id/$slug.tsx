import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { IdParam, parseParams, SlugParam } from '@/shared/routing.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/_authenticated/games/play/$id/$slug')({
  params: {
    parse: (raw) => parseParams(v.object({ id: IdParam, slug: SlugParam }), raw),
    stringify: ({ id, slug }) => ({ id: String(id), slug }),
  },
  component: GamePlayPage,
})

function GamePlayPage() {
  return <UnderConstruction title={<Trans>Jogo</Trans>} />
}
