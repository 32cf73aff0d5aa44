import type { ReactNode } from 'react'
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MoneyLimit, ProtectionLimits, SessionLimit } from '@/api/protection-limits.ts'
import { formatBRL } from '@/shared/money.ts'
import { failureFieldErrors } from '@/shared/notices.ts'
import type { LimitKey } from '@/shared/protection/limits.ts'
import { useToast } from '@/shared/toast.ts'
import { useSaveLimits } from '../queries.ts'
import { describeLimitsSaveFailure, limitsTexts } from '../rules/failures.ts'
import {
  formatLimitDateTime,
  initialValues,
  toBody,
  validateMoneyLimit,
  validateSessionMinutes,
  type LimitsFormValues,
} from '../rules/limits-form.ts'
import classes from './limits-form.module.css'

/**
 * The limits form, the same on /profile/limits and in the prompt after registration: each limit's field, and under
 * it what is in force, used and left in the current period and any change waiting for its 24 hours. A refused save
 * keeps every field as typed.
 */
export function LimitsForm({
  limits,
  onSaved,
  secondaryAction,
}: {
  limits: ProtectionLimits
  onSaved?: () => void
  secondaryAction?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const save = useSaveLimits()
  const form = useForm<LimitsFormValues>({
    initialValues: initialValues(limits),
    validateInputOnBlur: true,
    validate: (values) => {
      const errors: Partial<Record<LimitKey, string>> = {}
      for (const [key, text] of Object.entries(values) as Array<[LimitKey, string]>) {
        const problem = key === 'session_day' ? validateSessionMinutes(text) : validateMoneyLimit(text)
        if (problem) errors[key] = i18n._(problem)
      }
      return errors
    },
  })

  const onSubmit = form.onSubmit((values) => {
    if (save.isPending) return
    save.mutate(toBody(values), {
      onSuccess: (answer) => {
        toast.success(answer.message.trim() || i18n._(limitsTexts.saved))
        onSaved?.()
      },
      onError: (error) => {
        toast.errors(describeLimitsSaveFailure(error))
        form.setErrors(failureFieldErrors(error))
      },
    })
  })

  const when = (isoText: string) => formatLimitDateTime(isoText, i18n.locale)

  const pendingLine = (value: string | null, effectiveAt: string) => {
    const at = when(effectiveAt)
    return value === null ? t`Pendente: sem limite a partir de ${at}` : t`Pendente: ${value} a partir de ${at}`
  }

  const moneyDetails = (limit: MoneyLimit, usedLabel: string) => {
    const used = formatBRL(limit.used)
    const lines = [t`Sem limite · ${usedLabel}: ${used}`]
    if (limit.value !== null && limit.remaining !== null) {
      const value = formatBRL(limit.value)
      const left = formatBRL(limit.remaining)
      lines[0] = t`Em vigor: ${value} · ${usedLabel}: ${used} · Disponível: ${left}`
    }
    const { pending } = limit
    if (pending) lines.push(pendingLine(pending.value === null ? null : formatBRL(pending.value), pending.effective_at))
    return lines.join('\n')
  }

  const sessionDetails = (limit: SessionLimit) => {
    const { used, value, remaining, pending } = limit
    const lines = [t`Sem limite · Usado hoje: ${used} min`]
    if (value !== null && remaining !== null)
      lines[0] = t`Em vigor: ${value} min · Usado hoje: ${used} min · Restante: ${remaining} min`
    if (pending) {
      const minutes = pending.value
      lines.push(pendingLine(minutes === null ? null : t`${minutes} min`, pending.effective_at))
    }
    return lines.join('\n')
  }

  const moneyField = (key: Exclude<LimitKey, 'session_day'>, label: string, usedLabel: string) => (
    <TextInput
      key={key}
      label={label}
      leftSection="R$"
      inputMode="decimal"
      autoComplete="off"
      placeholder={t`Sem limite`}
      description={<span className={classes.details}>{moneyDetails(limits[key], usedLabel)}</span>}
      {...form.getInputProps(key)}
    />
  )

  const deposited = t`Depositado`
  const lost = t`Perdido`

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
      <Stack gap="lg">
        <Text size="sm">
          <Trans>
            Deixe um campo vazio para não ter limite. Um limite menor vale na hora; um limite maior, ou a retirada de um
            limite, só vale 24 horas depois.
          </Trans>
        </Text>
        <fieldset className={classes.group}>
          <Title order={2} size="h4" component="legend" className={classes.legend}>
            <Trans>Limites de depósito</Trans>
          </Title>
          <div className={classes.fields}>
            {moneyField('deposit_day', t`Depósito diário`, deposited)}
            {moneyField('deposit_week', t`Depósito semanal`, deposited)}
            {moneyField('deposit_month', t`Depósito mensal`, deposited)}
          </div>
        </fieldset>
        <fieldset className={classes.group}>
          <Title order={2} size="h4" component="legend" className={classes.legend}>
            <Trans>Limites de perda</Trans>
          </Title>
          <Text size="xs" c="dimmed">
            <Trans>Perda é o total apostado menos o total ganho no período, no cassino e nas apostas esportivas.</Trans>
          </Text>
          <div className={classes.fields}>
            {moneyField('loss_day', t`Perda diária`, lost)}
            {moneyField('loss_week', t`Perda semanal`, lost)}
            {moneyField('loss_month', t`Perda mensal`, lost)}
          </div>
        </fieldset>
        <fieldset className={classes.group}>
          <Title order={2} size="h4" component="legend" className={classes.legend}>
            <Trans>Tempo de sessão</Trans>
          </Title>
          <div className={classes.fields}>
            <TextInput
              label={t`Minutos conectado por dia`}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t`Sem limite`}
              description={<span className={classes.details}>{sessionDetails(limits.session_day)}</span>}
              {...form.getInputProps('session_day')}
            />
          </div>
          <Text size="xs" c="dimmed">
            <Trans>
              Ao atingir o limite, sua sessão é encerrada e você só pode entrar de novo no dia seguinte (horário de
              Brasília).
            </Trans>
          </Text>
        </fieldset>
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={save.isPending}>
            <Trans>Salvar limites</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
