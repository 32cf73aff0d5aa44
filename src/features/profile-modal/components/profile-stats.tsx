import { useId } from 'react'
import { Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProfileSummary } from '@/api/profile.ts'
import { formatBRL } from '@/shared/money.ts'
import classes from './profile-modal.module.css'

/** Total winnings, number of bets and total bet, as a description list (label, value). */
export function ProfileStats({ summary }: { summary: ProfileSummary }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const count = new Intl.NumberFormat(i18n.locale)
  const items = [
    { key: 'earnings', label: t`Total ganho`, value: formatBRL(summary.totalEarnings) },
    { key: 'bets', label: t`Total de apostas`, value: count.format(summary.totalBets) },
    { key: 'sum', label: t`Total apostado`, value: formatBRL(summary.sumBets) },
  ]
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" mb="xs" id={headingId}>
        <Trans>Estatísticas</Trans>
      </Title>
      <dl className={classes.stats}>
        {items.map((item) => (
          <div key={item.key} className={classes.stat}>
            <dt className={classes.statLabel}>{item.label}</dt>
            <dd className={classes.statValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
