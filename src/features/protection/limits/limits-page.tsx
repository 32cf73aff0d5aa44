import type { ReactNode } from 'react'
import { Stack, Text, Title } from '@mantine/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PagePending } from '@/shared/ui/page-pending.tsx'
import { QueryBoundary } from '@/shared/ui/query-boundary.tsx'
import { RouteError } from '@/shared/ui/route-error.tsx'
import { RealityCheckSettings } from '../reality-check/components/reality-check-settings.tsx'
import { LimitsForm } from './components/limits-form.tsx'
import { limitsQueryOptions } from './queries.ts'
import { limitsLoadFailure } from './rules/failures.ts'

/**
 * The page as /profile/limits shows it: it loads inside its own boundary, with the route's pending and error views
 * (the route has no loader: see its file), and the reality check's interval as the section below the form (another
 * of the player's own protection settings, kept by its own call).
 */
export function LimitsRoutePage() {
  return (
    <QueryBoundary
      pending={<PagePending label={msg`Carregando limites…`} />}
      failure={({ error, retry }) => <RouteError error={error} reset={retry} texts={limitsLoadFailure} toasts />}
    >
      <LimitsPage>
        <Stack gap="xs" component="section" aria-labelledby="reality-check-heading">
          <Title order={2} size="h3" id="reality-check-heading">
            <Trans>Lembrete de tempo de jogo</Trans>
          </Title>
          <RealityCheckSettings />
        </Stack>
      </LimitsPage>
    </QueryBoundary>
  )
}

/**
 * /profile/limits: the player's limits, editable, with each period's use. `children` are more sections of the page
 * below the form (the reality check's interval has its place there).
 */
export function LimitsPage({ children }: { children?: ReactNode }) {
  const { data } = useSuspenseQuery(limitsQueryOptions())
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Limites</Trans>
      </Title>
      <Text>
        <Trans>
          Seus limites valem para todas as suas carteiras. Os períodos seguem o horário de Brasília: o dia começa à
          meia-noite, a semana na segunda-feira e o mês no dia 1º.
        </Trans>
      </Text>
      <LimitsForm limits={data} />
      {children}
    </Stack>
  )
}
