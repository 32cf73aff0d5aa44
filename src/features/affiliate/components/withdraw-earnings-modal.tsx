import { useState } from 'react'
import { Button, Stack, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { PixKeyType } from '@/api/wallet-area.ts'
import { centavosToAmountInput, digitsOnly, maskPixKey, pixKeyToWire, sanitizeAmountInput } from '@/shared/br/masks.ts'
import { formatBRL, parseReais } from '@/shared/money.ts'
import { describeApiFailure, failureFieldErrors } from '@/shared/notices.ts'
import { cpfIssue, cpfOnFile, pixKeyIssues } from '@/shared/player-cpf.ts'
import { useToast } from '@/shared/toast.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { CpfField } from '@/shared/ui/cpf-field.tsx'
import { PixKeyField } from '@/shared/ui/pix-key-field.tsx'
import { useMoneyMoved } from '@/shared/wallet.ts'
import { affiliateKeys, useRequestEarnings } from '../queries.ts'
import { AFFILIATE_PIX_TYPE } from '../rules/affiliate.ts'
import { affiliateTexts, earningsRequestFailure } from '../rules/failures.ts'

export interface WithdrawEarningsModalProps {
  opened: boolean
  onClose: () => void
  /** Centavos: refer_rewards, the amount it starts with. */
  rewards: number
  /** The player's CPF: the key it starts with (type CPF). */
  cpf: string | null
}

/**
 * Withdraw the referral earnings by PIX (POST profile/affiliates/request): the amount starts at refer_rewards, the
 * key type is CPF, Telefone, E-mail or Chave Aleatória with the withdraw page's masks. The key and its type are
 * required here; the amount's other rules are the server's, whose words show on the fields and as notices. On
 * success the server's message (or 'Saque solicitado com sucesso!') and the wallet, where the withdrawal is listed.
 */
export function WithdrawEarningsModal({ opened, onClose, rewards, cpf }: WithdrawEarningsModalProps) {
  const { t } = useLingui()
  return (
    <AppModal opened={opened} onClose={onClose} title={t`Sacar ganhos`}>
      <WithdrawEarningsForm rewards={rewards} cpf={cpf} />
    </AppModal>
  )
}

type Errors = Partial<Record<'amount' | 'pixType' | 'pixKey' | 'cpf', MessageDescriptor | string>>

const texts = {
  amount: msg`Por favor, insira um valor válido`,
}

function WithdrawEarningsForm({ rewards, cpf: storedCpf }: { rewards: number; cpf: string | null }) {
  // Without a CPF on file the form asks for it, as every withdrawal form does (src/shared/player-cpf.ts).
  const cpf = cpfOnFile(storedCpf)
  const askCpf = cpf === null
  const [cpfText, setCpfText] = useState('')
  const { t, i18n } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const moneyMoved = useMoneyMoved()
  const request = useRequestEarnings()
  const [amount, setAmount] = useState(() => centavosToAmountInput(rewards))
  const [pixType, setPixType] = useState<PixKeyType | ''>('document')
  const [pixKey, setPixKey] = useState(() => (cpf ? maskPixKey('document', cpf) : ''))
  const [errors, setErrors] = useState<Errors>({})
  const available = formatBRL(rewards)
  const show = (error: MessageDescriptor | string | undefined) =>
    error === undefined ? undefined : typeof error === 'string' ? error : i18n._(error)

  const submit = () => {
    const centavos = parseReais(amount)
    const cpfProblem = askCpf ? cpfIssue(cpfText) : null
    const ownCpf = cpf ?? (cpfProblem === null ? digitsOnly(cpfText) : null)
    const found: Errors = pixKeyIssues(pixType, pixKey, ownCpf)
    if (centavos === null || centavos <= 0) found.amount = texts.amount
    if (cpfProblem) found.cpf = cpfProblem
    setErrors(found)
    if (Object.keys(found).length > 0 || centavos === null || pixType === '') return
    request.submit(
      {
        amount: centavos / 100,
        pix_key: pixKeyToWire(pixType, pixKey),
        pix_type: AFFILIATE_PIX_TYPE[pixType],
        ...(askCpf ? { cpf: digitsOnly(cpfText) } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message?.trim() ? answer.message : affiliateTexts.requested)
          void Promise.all([moneyMoved(), queryClient.invalidateQueries({ queryKey: affiliateKeys.info() })]).then(() =>
            navigate({ to: '/profile/wallet' }),
          )
        },
        onError: (error) => {
          const fields = failureFieldErrors(error)
          setErrors({ amount: fields.amount, pixType: fields.pix_type, pixKey: fields.pix_key, cpf: fields.cpf })
          toast.errors(describeApiFailure(error, earningsRequestFailure))
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
          <Trans>Disponível para saque: {available}</Trans>
        </Text>
        <TextInput
          label={t`Valor`}
          value={amount}
          inputMode="decimal"
          leftSection="R$"
          required
          error={show(errors.amount)}
          onChange={(event) => setAmount(sanitizeAmountInput(event.currentTarget.value))}
        />
        {askCpf && <CpfField value={cpfText} onChange={setCpfText} error={show(errors.cpf)} />}
        <PixKeyField
          type={pixType}
          onTypeChange={(next) => {
            setPixType(next)
            setPixKey(next === 'document' && cpf ? maskPixKey('document', cpf) : '')
          }}
          value={pixKey}
          onChange={setPixKey}
          clearable
          required
          typeError={show(errors.pixType)}
          keyError={show(errors.pixKey)}
        />
        <Button type="submit" loading={request.isPending}>
          <Trans>Solicitar saque</Trans>
        </Button>
      </Stack>
    </form>
  )
}
