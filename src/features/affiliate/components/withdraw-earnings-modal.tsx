import { Button, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { centavosToAmountInput, digitsOnly, maskPixKey, pixKeyToWire } from '@/shared/br/masks.ts'
import { formatBRL, parseReais } from '@/shared/money.ts'
import { describeApiFailure, failureFieldErrors } from '@/shared/notices.ts'
import { cpfIssue, cpfOnFile, pixKeyIssues } from '@/shared/player-cpf.ts'
import { useToast } from '@/shared/toast.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { WithdrawFields, type WithdrawFieldValues } from '@/shared/ui/withdraw-fields.tsx'
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

const texts = {
  amount: msg`Por favor, insira um valor válido`,
}

function WithdrawEarningsForm({ rewards, cpf: storedCpf }: { rewards: number; cpf: string | null }) {
  // Without a CPF on file the form asks for it, as every withdrawal form does (src/shared/player-cpf.ts).
  const cpf = cpfOnFile(storedCpf)
  const askCpf = cpf === null
  const { t, i18n } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const moneyMoved = useMoneyMoved()
  const request = useRequestEarnings()
  const available = formatBRL(rewards)
  const said = (issue: MessageDescriptor | null | undefined) => (issue ? i18n._(issue) : null)
  const ownCpf = (typed: string) => cpf ?? (cpfIssue(typed) === null ? digitsOnly(typed) : null)
  // @mantine/form, as every form (docs/architecture.md, "Forms"): checked on submit, each message shown until the
  // next one. The key's rules and words are every withdrawal form's (src/shared/player-cpf.ts).
  const form = useForm<WithdrawFieldValues>({
    initialValues: {
      amount: centavosToAmountInput(rewards),
      pixType: 'document',
      pixKey: cpf ? maskPixKey('document', cpf) : '',
      cpf: '',
    },
    clearInputErrorOnChange: false,
    validate: {
      amount: (value) => {
        const centavos = parseReais(value)
        return centavos === null || centavos <= 0 ? i18n._(texts.amount) : null
      },
      pixType: (value, values) => said(pixKeyIssues(value, values.pixKey, ownCpf(values.cpf)).pixType),
      pixKey: (value, values) => said(pixKeyIssues(values.pixType, value, ownCpf(values.cpf)).pixKey),
      cpf: (value) => (askCpf ? said(cpfIssue(value)) : null),
    },
  })

  const submit = ({ amount, pixType, pixKey, cpf: typedCpf }: WithdrawFieldValues) => {
    const centavos = parseReais(amount)
    if (centavos === null || pixType === '') return
    request.submit(
      {
        amount: centavos / 100,
        pix_key: pixKeyToWire(pixType, pixKey),
        pix_type: AFFILIATE_PIX_TYPE[pixType],
        ...(askCpf ? { cpf: digitsOnly(typedCpf) } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message?.trim() ? answer.message : affiliateTexts.requested)
          void Promise.all([moneyMoved(), queryClient.invalidateQueries({ queryKey: affiliateKeys.info() })]).then(() =>
            navigate({ to: '/profile/wallet' }),
          )
        },
        onError: (error) => {
          // The server's words go under their fields; what was typed stays.
          const fields = failureFieldErrors(error)
          form.setErrors({ amount: fields.amount, pixType: fields.pix_type, pixKey: fields.pix_key, cpf: fields.cpf })
          toast.errors(describeApiFailure(error, earningsRequestFailure))
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>Disponível para saque: {available}</Trans>
        </Text>
        <WithdrawFields
          form={form}
          amountLabel={t`Valor`}
          askCpf={askCpf}
          keyClearable
          required
          // The CPF key starts as the player's CPF again; another type starts empty.
          keyForType={(type) => (type === 'document' && cpf ? maskPixKey('document', cpf) : '')}
        />
        <Button type="submit" loading={request.isPending}>
          <Trans>Solicitar saque</Trans>
        </Button>
      </Stack>
    </form>
  )
}
