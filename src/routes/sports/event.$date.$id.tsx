import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { IdParam, parseParams } from '@/shared/routing.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/sports/event/$date/$id')({
  params: {
    parse: (raw) => parseParams(v.object({ date: v.pipe(v.string(), v.isoDate()), id: IdParam }), raw),
    stringify: ({ date, id }) => ({ date, id: String(id) }),
  },
  component: SportEventPage,
})

function SportEventPage() {
  return <UnderConstruction title={<Trans>Evento esportivo</Trans>} />
}
