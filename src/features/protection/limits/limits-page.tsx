import type { ReactNode } from 'react'
import { Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { LimitsForm } from './components/limits-form.tsx'
import { limitsQueryOptions } from './queries.ts'

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
