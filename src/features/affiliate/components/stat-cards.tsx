import '@mantine/core/styles/SimpleGrid.layer.css'
import type { ReactNode } from 'react'
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { formatBRL } from '@/shared/money.ts'
import { shownRevenueShare, type AffiliateRates } from '../rules/affiliate.ts'
import classes from '../affiliate-page.module.css'

export interface StatCardsProps {
  indications: number
  /** Centavos. */
  earnings: number
  /** Null while the player's record is on its way (or failed): the rates show a dash. */
  rates: AffiliateRates | null
}

/** Indications, earnings, the revenue share (or its `_fake` value) and the CPA. */
export function StatCards({ indications, earnings, rates }: StatCardsProps) {
  const { t, i18n } = useLingui()
  const dash = '—'
  const share = rates ? `${i18n.number(shownRevenueShare(rates), { maximumFractionDigits: 2 })}%` : dash
  const cpa = rates?.cpa === null || rates?.cpa === undefined ? dash : formatBRL(rates.cpa)
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Stat label={t`Indicações`} value={i18n.number(indications)} />
      <Stat label={t`Ganhos`} value={formatBRL(earnings)} />
      <Stat label={t`Revenue share`} value={share} />
      <Stat label={t`CPA`} value={cpa} />
    </SimpleGrid>
  )
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" className={classes.stat}>
      <Text size="sm" c="dimmed" component="p">
        {label}
      </Text>
      <Text fw={700} fz="xl" component="p">
        {value}
      </Text>
    </Paper>
  )
}
