import '@mantine/core/styles/Progress.layer.css'
import { useId, type ReactNode } from 'react'
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { Wallet } from '@/api/wallet.ts'
import type { Setting } from '@/api/settings.ts'
import { formatBRL } from '@/shared/money.ts'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { IconBolt, IconDeposit, IconWithdraw } from '../icons.tsx'
import { formatBarPercent, rolloverCard, type RolloverBar } from '../rules/rollover.ts'
import classes from './overview.module.css'

/** A titled card of the overview: a section named by its h2. */
export function OverviewCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="lg">
      <Title order={2} id={headingId} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/**
 * Total (balance + bonus, what the player can play with), the cash balance (the only withdrawable money), the
 * bonus and `Em saque` (balance_withdrawal: money held by withdrawals still in analysis).
 */
export function BalanceCard({ wallet }: { wallet: Wallet }) {
  return (
    <OverviewCard title={<Trans>Saldo</Trans>}>
      <dl className={classes.figures}>
        <div className={classes.total}>
          <dt>
            <Trans>Saldo total</Trans>
          </dt>
          <dd>{formatBRL(wallet.total_balance)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Saldo disponível para saque</Trans>
          </dt>
          <dd>{formatBRL(wallet.balance)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Bônus</Trans>
          </dt>
          <dd>{formatBRL(wallet.balance_bonus)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Em saque</Trans>
          </dt>
          <dd>{formatBRL(wallet.balance_withdrawal)}</dd>
        </div>
      </dl>
    </OverviewCard>
  )
}

/** The rollover card, drawn from rolloverCard(); nothing at all when the block is hidden. */
export function RolloverCard({ wallet, setting }: { wallet: Wallet; setting: Setting }) {
  const card = rolloverCard(wallet, setting)
  if (!card.visible) return null
  return (
    <OverviewCard title={<Trans>Rollover</Trans>}>
      <Stack gap="lg">
        {card.deposit ? <RolloverMeter bar={card.deposit} label={<Trans>Rollover de Depósito</Trans>} /> : null}
        {card.bonus ? <RolloverMeter bar={card.bonus} label={<Trans>Rollover de Bônus</Trans>} /> : null}
        {card.protection ? (
          <RolloverMeter
            bar={card.protection}
            label={<Trans>Proteção de Rollover</Trans>}
            note={<Trans>O máximo de cada aposta que conta para o rollover.</Trans>}
          />
        ) : null}
      </Stack>
    </OverviewCard>
  )
}

function RolloverMeter({ bar, label, note }: { bar: RolloverBar; label: ReactNode; note?: ReactNode }) {
  const labelId = useId()
  const percent = formatBarPercent(bar.percent)
  const remaining = bar.remaining === null ? null : formatBRL(bar.remaining)
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={6}>
        <Text id={labelId} fw={600} size="sm">
          {label}
        </Text>
        <Text fw={700} size="sm">
          {percent}
        </Text>
      </Group>
      <Progress.Root size="lg" radius="xl">
        {/* Its own aria: named by the label above, and the percent as the card prints it. */}
        <Progress.Section
          value={bar.percent}
          withAria={false}
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={bar.percent}
          aria-valuetext={percent}
        />
      </Progress.Root>
      {remaining !== null ? (
        <Text size="xs" c="dimmed" mt={6}>
          {bar.remaining === 0 ? <Trans>Meta cumprida</Trans> : <Trans>Faltam {remaining} em apostas</Trans>}
        </Text>
      ) : null}
      {note ? (
        <Text size="xs" c="dimmed" mt={6}>
          {note}
        </Text>
      ) : null}
    </div>
  )
}

/** Deposit, the withdraw page and the quick withdraw dialog. */
export function ActionsCard({ onWithdraw }: { onWithdraw: () => void }) {
  return (
    <OverviewCard title={<Trans>Ações</Trans>}>
      <div className={classes.actions}>
        <LinkButton to="/profile/deposit" leftSection={<IconDeposit size={18} />}>
          <Trans>Depositar</Trans>
        </LinkButton>
        <LinkButton to="/profile/withdraw" variant="light" leftSection={<IconWithdraw size={18} />}>
          <Trans>Sacar</Trans>
        </LinkButton>
        <Button variant="default" leftSection={<IconBolt size={18} />} onClick={onWithdraw}>
          <Trans>Saque rápido</Trans>
        </Button>
      </div>
    </OverviewCard>
  )
}
