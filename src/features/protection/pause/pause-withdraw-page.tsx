import { useState } from 'react'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useAtomValue, useSetAtom } from 'jotai'
import { isApiError } from '@/api/errors.ts'
import { centavosToAmountInput, digitsOnly, pixKeyToWire } from '@/shared/br/masks.ts'
import { formatBRL, parseReais } from '@/shared/money.ts'
import { describeApiFailure, failureFieldErrors } from '@/shared/notices.ts'
import { cpfIssue, cpfOnFile, pixKeyIssues } from '@/shared/player-cpf.ts'
import { pauseEndParts } from '@/shared/protection/pause-period.ts'
import { pauseRefusalAtom } from '@/shared/protection/pause-refusal.ts'
import { authModalAtom } from '@/shared/session.ts'
import { useToast } from '@/shared/toast.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { PagePending } from '@/shared/ui/page-pending.tsx'
import { WithdrawFields, type WithdrawFieldValues } from '@/shared/ui/withdraw-fields.tsx'
import { pauseBalanceQueryOptions, pauseKeys, usePauseWithdraw } from './queries.ts'
import { pauseTexts, pauseWithdrawFailure } from './rules/failures.ts'
import classes from './pause-page.module.css'

/**
 * /pausa/saque: during a break the player cannot log in but may still take out the cash balance. The refused login
 * carried a token good for this screen only (pauseRefusalAtom); without one (a reload, or it expired) the screen asks
 * the player to try logging in again, which issues a fresh one.
 */
export function PauseWithdrawPage() {
  const refusal = useAtomValue(pauseRefusalAtom)
  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Title order={1} className={classes.title}>
        <Trans>Saque durante a pausa</Trans>
      </Title>
      {refusal ? <WithdrawArea token={refusal.withdraw_token} /> : <NoAccess />}
    </Stack>
  )
}

function NoAccess() {
  const setAuthModal = useSetAtom(authModalAtom)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md" align="flex-start">
        <Text role="status">
          <Trans>
            Para sacar durante a pausa, entre com seu e-mail e senha: a mensagem da pausa traz o link para esta tela.
          </Trans>
        </Text>
        <Button onClick={() => setAuthModal('login')}>
          <Trans>Entrar para sacar</Trans>
        </Button>
      </Stack>
    </Paper>
  )
}

function WithdrawArea({ token }: { token: string }) {
  const { i18n } = useLingui()
  const balance = useQuery(pauseBalanceQueryOptions(token))
  if (balance.isPending) return <PagePending label={pauseTexts.balanceLoading} />
  if (balance.isError) {
    if (isApiError(balance.error) && balance.error.isUnauthenticated) return <NoAccess />
    const notice = describeApiFailure(balance.error, { ...pauseWithdrawFailure, fallback: pauseTexts.balanceLoad })[0]
    return (
      <LoadFailure
        message={notice ?? pauseTexts.balanceLoad}
        error={balance.error}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    )
  }
  const { data } = balance
  const end = data.paused_until ? pauseEndParts(Date.parse(data.paused_until)) : null
  const { date, time } = end ?? { date: '', time: '' }
  return (
    <Stack gap="md">
      <Text>
        {end ? (
          <Trans>
            Sua conta está em pausa até {date} às {time} (horário de Brasília).
          </Trans>
        ) : (
          <Trans>Sua conta está autoexcluída por tempo indeterminado.</Trans>
        )}{' '}
        {i18n._(pauseTexts.cashOnly)}
      </Text>
      <WithdrawForm
        token={token}
        balance={data.balance}
        min={data.min_withdraw}
        max={data.max_withdraw}
        cpf={cpfOnFile(data.cpf)}
      />
    </Stack>
  )
}

interface WithdrawFormProps {
  token: string
  balance: number
  min: number
  max: number
  /** The CPF on the account (digits), or null: the form asks for it, as the wallet's forms do. */
  cpf: string | null
}

function WithdrawForm({ token, balance, min, max, cpf }: WithdrawFormProps) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const withdraw = usePauseWithdraw(token)
  const [done, setDone] = useState<string | null>(null)
  const askCpf = cpf === null
  // The CPF the withdrawal runs under: the account's, or the one typed (once it is a CPF).
  const ownCpf = (typed: string) => cpf ?? (cpfIssue(typed) === null ? digitsOnly(typed) : null)
  const said = (issue: MessageDescriptor | null | undefined) => (issue ? i18n._(issue) : null)
  // @mantine/form, as every form (docs/architecture.md, "Forms"); errors stay until the next submit, as before. The
  // key's rules and words are the wallet's (src/shared/player-cpf.ts): a type, a key, the player's own CPF.
  const form = useForm<WithdrawFieldValues>({
    initialValues: { amount: '', pixType: 'document', pixKey: '', cpf: '' },
    clearInputErrorOnChange: false,
    validate: {
      amount: (value) => {
        const centavos = parseReais(value)
        if (centavos === null || centavos <= 0) return t`Informe o valor do saque.`
        if (centavos > balance) return t`O valor passa do saldo disponível.`
        if (centavos < min || centavos > max) {
          const [low, high] = [formatBRL(min), formatBRL(max)]
          return t`O saque deve ser de ${low} a ${high}.`
        }
        return null
      },
      pixType: (value, values) => said(pixKeyIssues(value, values.pixKey, ownCpf(values.cpf)).pixType),
      pixKey: (value, values) => said(pixKeyIssues(values.pixType, value, ownCpf(values.cpf)).pixKey),
      cpf: (value) => (askCpf ? said(cpfIssue(value)) : null),
    },
  })

  const submit = ({ amount, pixType, pixKey, cpf: typedCpf }: typeof form.values) => {
    const centavos = parseReais(amount)
    if (centavos === null || !pixType) return
    withdraw.submit(
      {
        amount: centavos / 100,
        pix_key: pixKeyToWire(pixType, pixKey),
        pix_key_type: pixType,
        ...(askCpf ? { cpf: digitsOnly(typedCpf) } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          setDone(answer.message)
          form.setFieldValue('amount', '')
          void queryClient.invalidateQueries({ queryKey: pauseKeys.balance(token) })
        },
        onError: (error) => {
          // The server's words on the CPF or the key go under the field too; what was typed stays.
          const fields = failureFieldErrors(error)
          form.setErrors({ cpf: fields.cpf, pixKey: fields.pix_key, pixType: fields.pix_key_type })
          toast.errors(describeApiFailure(error, pauseWithdrawFailure))
        },
      },
    )
  }

  return (
    <Paper withBorder radius="lg" p="lg">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          {done ? (
            <Alert color="green" variant="light" role="status">
              {done}
            </Alert>
          ) : null}
          <Group justify="space-between" align="flex-end">
            <div>
              <Text size="sm" c="dimmed">
                <Trans>Disponível para saque</Trans>
              </Text>
              <Text fw={800} fz="xl">
                {formatBRL(balance)}
              </Text>
            </div>
            <Button variant="light" onClick={() => form.setFieldValue('amount', centavosToAmountInput(balance))}>
              <Trans>Sacar Total</Trans>
            </Button>
          </Group>
          <WithdrawFields form={form} amountLabel={t`Valor (R$)`} askCpf={askCpf} required />
          <Button type="submit" loading={withdraw.isPending}>
            <Trans>Solicitar saque</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
