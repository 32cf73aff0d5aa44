import { useEffect, useId, useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type Wallet } from '@/api/wallet.ts'
import { WITHDRAWAL_UPDATED_EVENT, WithdrawalUpdatedEventSchema } from '@/api/wallet-area.ts'
import { digitsOnly, pixKeyToWire } from '@/shared/br/masks.ts'
import { formatBRL } from '@/shared/money.ts'
import { describeApiFailure, failureFieldErrors } from '@/shared/notices.ts'
import { cpfIssue, cpfOnFile, ownKeyIssue } from '@/shared/player-cpf.ts'
import { useSettings } from '@/shared/settings.ts'
import { useToast } from '@/shared/toast.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { useUserChannelEvent } from '@/shared/use-channel-event.ts'
import { useMoneyMoved } from '@/shared/wallet.ts'
import { walletKeys } from '@/shared/queries.ts'
import { pixKeyDataQueryOptions, useDialogWithdraw, withdrawHistoryQueryOptions } from '../queries.ts'
import { withdrawFailure, withdrawRefusal } from '../rules/failures.ts'
import { withdrawRequestBadge, withdrawRequestStatus, type WithdrawRequestStatus } from '../rules/history.ts'
import { checkWithdrawDialog, withdrawLimits, type WithdrawDialogErrors } from '../rules/withdraw.ts'
import { WithdrawFields, type WithdrawFieldValues } from '@/shared/ui/withdraw-fields.tsx'
import { StatusBadge } from '@/shared/ui/status-badge.tsx'

/** How often the dialog asks for the request's status while it is in analysis. */
export const WITHDRAW_STATUS_POLL_MS = 5000

export interface WithdrawDialogProps {
  opened: boolean
  onClose: () => void
  wallet: Wallet
  /** How often to ask for the request's status; tests and stories shorten it. */
  statusPollMs?: number
}

/**
 * The wallet's withdraw dialog (POST wallet/withdraw/request), with its own rules and messages:
 * 'Por favor, insira um valor válido', the limits, 'Saldo insuficiente' against the cash balance, the key and its
 * type. After a successful request it shows the request's status, `Em análise`, and follows it to `Aprovado` or
 * `Rejeitado`. AppModal traps focus and closes on Escape; its content mounts per opening, so each opening starts
 * with an empty form.
 */
export function WithdrawDialog({
  opened,
  onClose,
  wallet,
  statusPollMs = WITHDRAW_STATUS_POLL_MS,
}: WithdrawDialogProps) {
  const { t } = useLingui()
  return (
    <AppModal opened={opened} onClose={onClose} title={t`Solicitar saque`}>
      <DialogContent wallet={wallet} onClose={onClose} statusPollMs={statusPollMs} />
    </AppModal>
  )
}

interface SentRequest {
  id: number | null
  status: WithdrawRequestStatus
  amount: number
  pixKey: string
}

function DialogContent({
  wallet,
  onClose,
  statusPollMs,
}: {
  wallet: Wallet
  onClose: () => void
  statusPollMs: number
}) {
  const [sent, setSent] = useState<SentRequest | null>(null)
  return sent ? (
    <RequestStatus request={sent} onClose={onClose} pollMs={statusPollMs} />
  ) : (
    <WithdrawForm wallet={wallet} onSent={setSent} />
  )
}

function WithdrawForm({ wallet, onSent }: { wallet: Wallet; onSent: (request: SentRequest) => void }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const moneyMoved = useMoneyMoved()
  const setting = useSettings()
  const withdraw = useDialogWithdraw()
  const limits = withdrawLimits(setting)
  // Without a CPF on file (or when the account cannot be read) the dialog asks for it once, as every withdrawal form.
  const pixData = useQuery(pixKeyDataQueryOptions())
  const onFile = cpfOnFile(pixData.data?.cpf)
  const askCpf = pixData.isError || (pixData.data !== undefined && onFile === null)
  /** The wallet's rules, then the CPF's and the player's own key's. */
  const issues = (values: WithdrawFieldValues): WithdrawDialogErrors & { cpf?: MessageDescriptor } => {
    const errors: WithdrawDialogErrors & { cpf?: MessageDescriptor } = {
      ...checkWithdrawDialog(values, limits, wallet.balance).errors,
    }
    const cpfProblem = askCpf ? cpfIssue(values.cpf) : null
    if (cpfProblem) errors.cpf = cpfProblem
    const ownCpf = onFile ?? (askCpf && !cpfProblem ? digitsOnly(values.cpf) : null)
    const keyProblem = ownKeyIssue(values.pixType ?? '', values.pixKey, ownCpf)
    if (!errors.pixKey && keyProblem) errors.pixKey = keyProblem
    return errors
  }
  // Each field shows its rule's message once it has been changed or left (validated on change and on blur).
  const form = useForm<WithdrawFieldValues>({
    initialValues: { amount: '', pixType: '', pixKey: '', cpf: '' },
    validateInputOnChange: true,
    validateInputOnBlur: true,
    validate: (values) => translated(issues(values)),
  })
  const translated = (errors: WithdrawDialogErrors & { cpf?: MessageDescriptor }) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, message]: [string, MessageDescriptor | undefined]) => [
        field,
        message ? i18n._(message) : null,
      ]),
    )
  const { values } = form
  const check = checkWithdrawDialog(values, limits, wallet.balance)
  const ready = check.ok && Object.keys(issues(values)).length === 0
  const available = formatBRL(wallet.balance)

  const submit = () => {
    if (!check.ok || !ready) return
    const body = {
      pix_key: pixKeyToWire(check.pixType, values.pixKey),
      pix_type: check.pixType,
      // Reais as a JSON number, like the withdraw page sends (the contract takes a number or a decimal string).
      amount: check.centavos / 100,
      type: 'pix' as const,
      currency: wallet.currency,
      symbol: wallet.symbol,
      accept_terms: true as const,
      ...(askCpf ? { cpf: digitsOnly(values.cpf) } : {}),
    }
    // A double click sends one request (submit ignores a second one while the first is on its way).
    withdraw.submit(body, {
      onSuccess: (answer) => {
        if (answer.status === false) {
          toast.errors(withdrawRefusal(answer.message))
          return
        }
        toast.success(t`Solicitação de saque enviada com sucesso`)
        void moneyMoved()
        // The answer's record (when the backend sends one) is what the dialog follows; without it the status
        // stays at what a successful request means, in analysis.
        const record = answer.withdrawal
        onSent({
          id: record?.id ?? null,
          status: withdrawRequestStatus(record?.status) ?? 'pending',
          amount: record?.amount ?? check.centavos,
          pixKey: values.pixKey,
        })
      },
      onError: (error) => {
        // The server's words on the CPF or the key go under the field too; what was typed stays.
        const fields = failureFieldErrors(error)
        form.setErrors({ cpf: fields.cpf, pixKey: fields.pix_key, pixType: fields.pix_type, amount: fields.amount })
        toast.errors(describeApiFailure(error, withdrawFailure))
      },
    })
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>Saldo disponível para saque: {available}</Trans>
        </Text>
        <WithdrawFields form={form} amountLabel={t`Valor`} askCpf={askCpf} chooseType required />
        <Text size="xs" c="dimmed">
          <Trans>Ao solicitar o saque, você aceita os termos de saque.</Trans>
        </Text>
        <Button type="submit" disabled={!ready || withdraw.isPending} loading={withdraw.isPending}>
          <Trans>Solicitar saque</Trans>
        </Button>
      </Stack>
    </form>
  )
}

/**
 * The request's status after sending: `Em análise` at first, then whatever the withdrawal history says about it,
 * asked every WITHDRAW_STATUS_POLL_MS while it is pending and the dialog is open, and at once when the server pushes
 * `withdrawal.updated` for this request on the player's channel.
 */
function RequestStatus({ request, onClose, pollMs }: { request: SentRequest; onClose: () => void; pollMs: number }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const statusId = useId()
  const following = request.id !== null
  const history = useQuery({
    ...withdrawHistoryQueryOptions(1),
    enabled: following,
    refetchInterval: (query) => {
      const record = query.state.data?.data.find((row) => row.id === request.id)
      return withdrawRequestStatus(record?.status) === 'pending' || !record ? pollMs : false
    },
  })
  // A decision pushed on the player's channel is asked for at once, without waiting for the next check.
  useUserChannelEvent(
    WITHDRAWAL_UPDATED_EVENT,
    WithdrawalUpdatedEventSchema,
    (pushed) => {
      if (pushed.id === request.id) void queryClient.invalidateQueries({ queryKey: walletKeys.withdraws(1) })
    },
    { enabled: following },
  )
  const record = following ? history.data?.data.find((row) => row.id === request.id) : undefined
  const status = withdrawRequestStatus(record?.status) ?? request.status
  const badge = withdrawRequestBadge(status)

  // A decision moves money (a rejection refunds it): the balance shown behind the dialog follows.
  const settled = status !== 'pending'
  const moneyMoved = useMoneyMoved()
  useEffect(() => {
    if (settled) void moneyMoved()
  }, [settled, moneyMoved])

  const amount = formatBRL(request.amount)
  return (
    <Stack gap="md">
      <Group gap="sm" aria-live="polite" id={statusId}>
        <Text fw={600}>
          <Trans>Status da solicitação:</Trans>
        </Text>
        {badge ? <StatusBadge tone={badge.tone}>{i18n._(badge.label)}</StatusBadge> : null}
      </Group>
      <dl style={{ margin: 0 }}>
        <Group gap="xs">
          <Text component="dt" c="dimmed" size="sm">
            <Trans>Valor:</Trans>
          </Text>
          <Text component="dd" m={0} fw={700}>
            {amount}
          </Text>
        </Group>
        <Group gap="xs">
          <Text component="dt" c="dimmed" size="sm">
            <Trans>Chave PIX:</Trans>
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {request.pixKey}
          </Text>
        </Group>
      </dl>
      <Text size="sm" c="dimmed">
        {status === 'pending' ? (
          <Trans>Seu saque está em análise. Você pode fechar esta janela: ele segue no seu histórico.</Trans>
        ) : status === 'approved' ? (
          <Trans>Saque aprovado: o valor foi enviado para a sua chave PIX.</Trans>
        ) : (
          <Trans>Saque rejeitado: o valor voltou para o seu saldo.</Trans>
        )}
      </Text>
      <Button onClick={onClose} variant="light">
        <Trans>Fechar</Trans>
      </Button>
    </Stack>
  )
}
