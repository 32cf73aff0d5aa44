import { useEffect } from 'react'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { digitsOnly, pixKeyToWire } from '@/shared/br/masks.ts'
import { formatBRL } from '@/shared/money.ts'
import { describeApiFailure, failureFieldErrors } from '@/shared/notices.ts'
import { cpfIssue, cpfOnFile, ownKeyIssue } from '@/shared/player-cpf.ts'
import { useSettings } from '@/shared/settings.ts'
import { useToast } from '@/shared/toast.ts'
import { NativeCheckbox } from '@/shared/ui/native-checkbox.tsx'
import { NumericKeypad, type KeypadKey } from '@/shared/ui/numeric-keypad.tsx'
import { useMoneyMoved } from '@/shared/wallet.ts'
import { walletQueryOptions } from '@/shared/queries.ts'
import { WithdrawFields, type WithdrawFieldValues } from '@/shared/ui/withdraw-fields.tsx'
import { WalletPageLayout } from './components/wallet-page-layout.tsx'
import { IconChevronLeft } from '@/shared/ui/icons/chevron-left.tsx'
import { pixKeyDataQueryOptions, usePageWithdraw } from './queries.ts'
import { withdrawFailure, withdrawRefusal } from './rules/failures.ts'
import { defaultPixKeyType, isPixKeyLocked, prefilledPixKey } from './rules/pix-key-prefill.ts'
import {
  canPressWithdraw,
  pageAmountIssue,
  pageSubmit,
  withdrawLimits,
  withdrawQuickAmounts,
} from './rules/withdraw.ts'
import {
  centavosToWithdrawKeypad,
  formatWithdrawKeypad,
  reduceWithdrawKeypad,
  withdrawKeypadCentavos,
} from './rules/withdraw-keypad.ts'
import classes from './withdraw-page.module.css'

/** /profile/withdraw: the PIX withdraw page. The route's loader brings the wallet (its pending and error views). */
export function WithdrawPage() {
  return (
    <WalletPageLayout title={<Trans>Saque via PIX</Trans>} actions={<BackButton />}>
      <WithdrawForm />
    </WalletPageLayout>
  )
}

/** Back where the player came from; the wallet overview when the page was opened directly. */
function BackButton() {
  const router = useRouter()
  return (
    <Group>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconChevronLeft size={18} />}
        onClick={() =>
          router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/profile/wallet' })
        }
      >
        <Trans>Voltar</Trans>
      </Button>
    </Group>
  )
}

interface WithdrawPageFormValues extends WithdrawFieldValues {
  acceptTerms: boolean
}

function WithdrawForm() {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const moneyMoved = useMoneyMoved()
  const navigate = useNavigate()
  const { data: wallet } = useSuspenseQuery(walletQueryOptions())
  const setting = useSettings()
  const withdraw = usePageWithdraw()
  const pixData = useQuery(pixKeyDataQueryOptions())
  const limits = withdrawLimits(setting)

  // Without a CPF on file (or when the account cannot be read) the page asks for it once: a withdrawal needs the
  // player's real CPF, a CPF key must be it, and the server keeps it (src/shared/player-cpf.ts).
  const onFile = cpfOnFile(pixData.data?.cpf)
  const askCpf = pixData.isError || (pixData.data !== undefined && onFile === null)
  const ownCpf = (typedCpf: string) => onFile ?? (askCpf && cpfIssue(typedCpf) === null ? digitsOnly(typedCpf) : null)
  const said = (issue: MessageDescriptor | null | undefined) => (issue ? i18n._(issue) : null)

  // @mantine/form, as every form (docs/architecture.md, "Forms"). The amount (the keypad's digits) and the key say
  // what is wrong as they change, the CPF once left; the server's words stay under a field until it changes.
  const form = useForm<WithdrawPageFormValues>({
    initialValues: { amount: '', pixType: 'document', pixKey: '', cpf: '', acceptTerms: true },
    validateInputOnChange: ['amount', 'pixKey'],
    validateInputOnBlur: ['cpf'],
    validate: {
      amount: (digits) => said(pageAmountIssue(withdrawKeypadCentavos(digits), limits, wallet.balance)?.message),
      pixKey: (key, values) => (values.pixType ? said(ownKeyIssue(values.pixType, key, ownCpf(values.cpf))) : null),
      cpf: (typed) => (askCpf ? said(cpfIssue(typed)) : null),
    },
    onValuesChange: (next, previous) => {
      if (next.cpf === previous.cpf) return
      // The key's rule reads the CPF; a CPF error already shown goes as soon as the CPF is right.
      form.validateField('pixKey')
      if (form.errors.cpf) form.validateField('cpf')
    },
  })
  const { values } = form

  // The type and the key follow the player's data as it arrives (see defaultPixKeyType), until the player picks a
  // type or types a key; a locked key is always the player's own. What the data filled in is the new baseline.
  const data = pixData.data
  useEffect(() => {
    if (!data) return
    const current = form.getValues()
    const type = (form.isDirty('pixType') && current.pixType) || defaultPixKeyType(data)
    const key = isPixKeyLocked(type, data) || !form.isDirty('pixKey') ? prefilledPixKey(type, data) : current.pixKey
    form.setFieldValue('pixType', type)
    form.setFieldValue('pixKey', key)
    form.resetDirty({ ...form.getValues(), pixType: type, pixKey: key })
    // form is a new object on every render; what this follows is the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data])

  const pixType = values.pixType || 'document'
  const locked = isPixKeyLocked(pixType, data)
  const centavos = withdrawKeypadCentavos(values.amount)
  const pageValues = { amount: centavos, pixKey: values.pixKey, acceptTerms: values.acceptTerms }
  const available = formatBRL(wallet.balance)

  const press = (key: KeypadKey) => form.setFieldValue('amount', (digits) => reduceWithdrawKeypad(digits, key))
  const fill = (amount: number) => form.setFieldValue('amount', centavosToWithdrawKeypad(amount))

  const send = () => {
    if (!pageSubmit(pageValues, limits, wallet.balance).send) return
    // A double click sends one request (submit ignores a second one while the first is on its way).
    withdraw.submit(
      {
        // Reais as a JSON number (the contract); centavos / 100 prints the same two decimals.
        amount: centavos / 100,
        pix_key: pixKeyToWire(pixType, values.pixKey),
        pix_key_type: pixType,
        ...(askCpf ? { cpf: digitsOnly(values.cpf) } : {}),
      },
      {
        onSuccess: (answer) => {
          if (!answer.success) {
            toast.errors(withdrawRefusal(answer.message))
            return
          }
          toast.success(answer.message?.trim() || t`Saque solicitado com sucesso!`)
          void moneyMoved()
          void navigate({ to: '/{-$action}', params: { action: undefined } })
        },
        onError: (error) => {
          // The server's words on the CPF or the key go under the field too; what was typed stays.
          const fields = failureFieldErrors(error)
          form.setErrors((shown) => ({ ...shown, cpf: fields.cpf, pixKey: fields.pix_key }))
          toast.errors(describeApiFailure(error, withdrawFailure))
        },
      },
    )
  }

  return (
    <Paper withBorder radius="lg" className={classes.form}>
      <form
        noValidate
        onSubmit={form.onSubmit(send, (errors) => {
          // The message is already under the amount; focus brings the reader to it.
          if (errors.amount) form.getInputNode('amount')?.focus()
        })}
      >
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="sm">
            <div>
              <Text size="sm" c="dimmed">
                <Trans>Disponível para saque</Trans>
              </Text>
              <Text fw={800} fz="xl">
                {available}
              </Text>
            </div>
            <Button variant="light" onClick={() => fill(wallet.balance)}>
              <Trans>Sacar Total</Trans>
            </Button>
          </Group>

          <WithdrawFields
            form={form}
            keyFirst
            askCpf={askCpf}
            keyLocked={locked}
            keyClearable
            // A new type refills the key from the player's data.
            keyForType={(type) => prefilledPixKey(type, data)}
            amountLabel={t`Valor do saque`}
            keypad={{ display: (digits) => `R$ ${formatWithdrawKeypad(digits)}`, onKey: press }}
            afterAmount={
              <>
                <div className={classes.quick} role="group" aria-label={t`Valores rápidos`}>
                  {withdrawQuickAmounts(setting).map((amount) => (
                    <Button key={amount} variant="default" size="sm" onClick={() => fill(amount)}>
                      {formatBRL(amount)}
                    </Button>
                  ))}
                </div>
                <NumericKeypad onKey={press} />
              </>
            }
          />

          <NativeCheckbox
            label={<Trans>Li e aceito os termos de saque</Trans>}
            checked={values.acceptTerms}
            onChange={(event) => form.setFieldValue('acceptTerms', event.currentTarget.checked)}
          />

          <Button
            type="submit"
            size="md"
            loading={withdraw.isPending}
            disabled={
              !canPressWithdraw(pageValues) || !form.isValid('cpf') || !form.isValid('pixKey') || withdraw.isPending
            }
          >
            <Trans>Solicitar Saque</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
