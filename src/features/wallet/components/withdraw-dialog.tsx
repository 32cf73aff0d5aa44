import '@mantine/core/styles/Combobox.layer.css'
import { useEffect, useId, useRef, useState } from 'react'
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { userChannel } from '@/api/broadcasting.ts'
import { subscribePrivate } from '@/api/realtime.ts'
import { WITHDRAWAL_UPDATED_EVENT, WithdrawalUpdatedEventSchema, type Wallet } from '@/api/wallet.ts'
import { maskPixKey, PIX_KEY_MAX_LENGTH, pixKeyToWire, sanitizeAmountInput, type PixKeyType } from '@/shared/br/masks.ts'
import { formatBRL } from '@/shared/money.ts'
import { userAtom } from '@/shared/session.ts'
import { useSettings } from '@/shared/settings.ts'
import { useToast } from '@/shared/toast.ts'
import { walletQueryOptions } from '@/shared/wallet.ts'
import { isPixKeyType, pixKeyTypeLabels, pixKeyTypes } from '../pix-key-types.ts'
import { useDialogWithdraw, useReloadMoney, withdrawHistoryQueryOptions } from '../queries.ts'
import { describeWithdrawFailure, describeWithdrawRefusal } from '../rules/failures.ts'
import { withdrawRequestBadge, withdrawRequestStatus, type WithdrawRequestStatus } from '../rules/history.ts'
import { checkWithdrawDialog, withdrawLimits } from '../rules/withdraw.ts'
import { useErrorNotices } from '../use-notices.ts'
import { StatusBadge } from './status-badge.tsx'

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
 * The wallet's withdraw dialog (POST wallet/withdraw/request), with its own rules and messages (part 2 §5):
 * 'Por favor, insira um valor válido', the limits, 'Saldo insuficiente' against the cash balance, the key and its
 * type. After a successful request it shows the request's status, `Em análise`, and follows it to `Aprovado` or
 * `Rejeitado`. Mantine's modal traps focus and closes on Escape; its content mounts per opening, so each opening
 * starts with an empty form.
 */
export function WithdrawDialog({ opened, onClose, wallet, statusPollMs = WITHDRAW_STATUS_POLL_MS }: WithdrawDialogProps) {
  const { t } = useLingui()
  return (
    <Modal opened={opened} onClose={onClose} title={t`Solicitar saque`} closeButtonProps={{ 'aria-label': t`Fechar` }}>
      <DialogContent wallet={wallet} onClose={onClose} statusPollMs={statusPollMs} />
    </Modal>
  )
}

interface SentRequest {
  id: number | null
  status: WithdrawRequestStatus
  amount: number
  pixKey: string
}

function DialogContent({ wallet, onClose, statusPollMs }: { wallet: Wallet; onClose: () => void; statusPollMs: number }) {
  const [sent, setSent] = useState<SentRequest | null>(null)
  return sent ? (
    <RequestStatus request={sent} onClose={onClose} pollMs={statusPollMs} />
  ) : (
    <WithdrawForm wallet={wallet} onSent={setSent} />
  )
}

type Field = 'amount' | 'pixType' | 'pixKey'

function WithdrawForm({ wallet, onSent }: { wallet: Wallet; onSent: (request: SentRequest) => void }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const showErrors = useErrorNotices()
  const reload = useReloadMoney()
  const setting = useSettings()
  const withdraw = useDialogWithdraw()
  const [amount, setAmount] = useState('')
  const [pixType, setPixType] = useState<PixKeyType | ''>('')
  const [pixKey, setPixKey] = useState('')
  const [touched, setTouched] = useState<Record<Field, boolean>>({ amount: false, pixType: false, pixKey: false })
  // A double click must send one request: the ref flips before React re-renders the disabled button.
  const sending = useRef(false)

  const check = checkWithdrawDialog({ amount, pixKey, pixType }, withdrawLimits(setting), wallet.balance)
  const touch = (field: Field) => setTouched((old) => (old[field] ? old : { ...old, [field]: true }))
  const errorOf = (field: Field) => {
    const message = touched[field] ? check.errors[field] : undefined
    return message ? i18n._(message) : undefined
  }
  const available = formatBRL(wallet.balance)

  const submit = () => {
    if (!check.ok || sending.current) return
    sending.current = true
    const body = {
      pix_key: pixKeyToWire(check.pixType, pixKey),
      pix_type: check.pixType,
      // Reais as a JSON number, like the withdraw page sends (the contract takes a number or a decimal string).
      amount: check.centavos / 100,
      type: 'pix' as const,
      currency: wallet.currency,
      symbol: wallet.symbol,
      accept_terms: true as const,
    }
    withdraw.mutate(
      { body, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: (answer) => {
          if (answer.status === false) {
            showErrors(describeWithdrawRefusal(answer.message))
            return
          }
          toast.success(t`Solicitação de saque enviada com sucesso`)
          void reload()
          // The answer's record (when the backend sends one) is what the dialog follows; without it the status
          // stays at what a successful request means, in analysis.
          const record = answer.withdrawal
          onSent({
            id: record?.id ?? null,
            status: withdrawRequestStatus(record?.status) ?? 'pending',
            amount: record?.amount ?? check.centavos,
            pixKey,
          })
        },
        onError: (error) => showErrors(describeWithdrawFailure(error)),
        onSettled: () => {
          sending.current = false
        },
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>Saldo disponível para saque: {available}</Trans>
        </Text>
        <TextInput
          label={t`Valor`}
          leftSection="R$"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={amount}
          onChange={(event) => {
            setAmount(sanitizeAmountInput(event.currentTarget.value))
            touch('amount')
          }}
          onBlur={() => touch('amount')}
          error={errorOf('amount')}
          required
        />
        <NativeSelect
          label={t`Tipo de chave`}
          value={pixType}
          onChange={(event) => {
            const next = event.currentTarget.value
            const type = isPixKeyType(next) ? next : ''
            setPixType(type)
            // The key is re-masked for its new type, so it never exceeds the new maximum.
            if (type) setPixKey((key) => maskPixKey(type, key))
            touch('pixType')
          }}
          onBlur={() => touch('pixType')}
          error={errorOf('pixType')}
          required
        >
          <option value="">{t`Selecione`}</option>
          {pixKeyTypes.map((type) => (
            <option key={type} value={type}>
              {i18n._(pixKeyTypeLabels[type])}
            </option>
          ))}
        </NativeSelect>
        <TextInput
          label={t`Chave PIX`}
          value={pixKey}
          maxLength={pixType ? PIX_KEY_MAX_LENGTH[pixType] : 36}
          inputMode={pixType === 'document' || pixType === 'phoneNumber' ? 'numeric' : pixType === 'email' ? 'email' : 'text'}
          autoComplete="off"
          onChange={(event) => {
            const raw = event.currentTarget.value
            setPixKey(pixType ? maskPixKey(pixType, raw) : raw.slice(0, 36))
            touch('pixKey')
          }}
          onBlur={() => touch('pixKey')}
          error={errorOf('pixKey')}
          required
        />
        <Text size="xs" c="dimmed">
          <Trans>Ao solicitar o saque, você aceita os termos de saque.</Trans>
        </Text>
        <Button type="submit" disabled={!check.ok || withdraw.isPending} loading={withdraw.isPending}>
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
  const userId = useAtomValue(userAtom)?.id
  useEffect(() => {
    if (!following || userId === undefined) return
    return subscribePrivate(
      userChannel(userId),
      WITHDRAWAL_UPDATED_EVENT,
      (pushed) => {
        if (pushed.id === request.id) void queryClient.invalidateQueries({ queryKey: withdrawHistoryQueryOptions(1).queryKey })
      },
      WithdrawalUpdatedEventSchema,
    )
  }, [following, userId, request.id, queryClient])
  const record = following ? history.data?.data.find((row) => row.id === request.id) : undefined
  const status = withdrawRequestStatus(record?.status) ?? request.status
  const badge = withdrawRequestBadge(status)

  // A decision moves money (a rejection refunds it): the balance shown behind the dialog follows.
  const settled = status !== 'pending'
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey })
  }, [settled, queryClient])

  const amount = formatBRL(request.amount)
  return (
    <Stack gap="md">
      <Group gap="sm" aria-live="polite" id={statusId}>
        <Text fw={600}>
          <Trans>Status da solicitação:</Trans>
        </Text>
        {badge ? (
          <StatusBadge tone={badge.tone}>{i18n._(badge.label)}</StatusBadge>
        ) : null}
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
