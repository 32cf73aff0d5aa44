import { useRef, useState } from 'react'
import { Button, Group, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { PixKeyType } from '@/api/wallet-area.ts'
import { digitsOnly, pixKeyToWire } from '@/shared/br/masks.ts'
import { formatBRL } from '@/shared/money.ts'
import { describeApiFailure, failureFieldErrors } from '@/shared/notices.ts'
import { cpfIssue, cpfOnFile, ownKeyIssue } from '@/shared/player-cpf.ts'
import { CpfField } from '@/shared/ui/cpf-field.tsx'
import { useSettings } from '@/shared/settings.ts'
import { useToast } from '@/shared/toast.ts'
import { NativeCheckbox } from '@/shared/ui/native-checkbox.tsx'
import { keyboardToKeypad, NumericKeypad, type KeypadKey } from '@/shared/ui/numeric-keypad.tsx'
import { useMoneyMoved } from '@/shared/wallet.ts'
import { walletQueryOptions } from '@/shared/queries.ts'
import { PixKeyField } from '@/shared/ui/pix-key-field.tsx'
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

function WithdrawForm() {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const moneyMoved = useMoneyMoved()
  const navigate = useNavigate()
  const { data: wallet } = useSuspenseQuery(walletQueryOptions())
  const setting = useSettings()
  const withdraw = usePageWithdraw()
  const pixData = useQuery(pixKeyDataQueryOptions())
  const amountRef = useRef<HTMLInputElement>(null)

  // null until the player picks one: the type follows their data (see defaultPixKeyType).
  const [chosenType, setPixType] = useState<PixKeyType | null>(null)
  const pixType = chosenType ?? defaultPixKeyType(pixData.data)
  // null: the key follows the player's data for the chosen type; a string: what the player typed or cleared.
  const [typedKey, setTypedKey] = useState<string | null>(null)
  const [digits, setDigits] = useState('')
  const [acceptTerms, setAcceptTerms] = useState(true)
  // Without a CPF on file (or when the account cannot be read) the page asks for it once: a withdrawal needs the
  // player's real CPF, a CPF key must be it, and the server keeps it (src/shared/player-cpf.ts).
  const onFile = cpfOnFile(pixData.data?.cpf)
  const askCpf = pixData.isError || (pixData.data !== undefined && onFile === null)
  const [cpfText, setCpfText] = useState('')
  const [cpfTouched, setCpfTouched] = useState(false)
  // The server's words on a field (the CPF, the key), shown under it until it changes.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const cpfProblem = askCpf ? cpfIssue(cpfText) : null
  const ownCpf = onFile ?? (askCpf && cpfProblem === null ? digitsOnly(cpfText) : null)

  const limits = withdrawLimits(setting)
  const locked = isPixKeyLocked(pixType, pixData.data)
  const pixKey = locked ? prefilledPixKey(pixType, pixData.data) : (typedKey ?? prefilledPixKey(pixType, pixData.data))
  const centavos = withdrawKeypadCentavos(digits)
  const issue = pageAmountIssue(centavos, limits, wallet.balance)
  const values = { amount: centavos, pixKey, acceptTerms }
  const available = formatBRL(wallet.balance)
  const keyProblem = ownKeyIssue(pixType, pixKey, ownCpf)
  const keyError = serverErrors.pix_key ?? (keyProblem ? i18n._(keyProblem) : undefined)
  const cpfError = serverErrors.cpf ?? (cpfTouched && cpfProblem ? i18n._(cpfProblem) : undefined)
  const forget = (field: string) =>
    setServerErrors((current) => {
      if (!(field in current)) return current
      const { [field]: _forgotten, ...rest } = current
      return rest
    })

  const press = (key: KeypadKey) => setDigits((current) => reduceWithdrawKeypad(current, key))
  const fill = (amount: number) => setDigits(centavosToWithdrawKeypad(amount))

  const submit = () => {
    const decision = pageSubmit(values, limits, wallet.balance)
    if (cpfProblem || keyProblem) {
      setCpfTouched(true)
      return
    }
    if (!decision.send) {
      // The message is already under the amount; focus brings the reader to it.
      if (decision.message) amountRef.current?.focus()
      return
    }
    // A double click sends one request (submit ignores a second one while the first is on its way).
    withdraw.submit(
      {
        // Reais as a JSON number (the contract); centavos / 100 prints the same two decimals.
        amount: centavos / 100,
        pix_key: pixKeyToWire(pixType, pixKey),
        pix_key_type: pixType,
        ...(askCpf ? { cpf: digitsOnly(cpfText) } : {}),
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
          setServerErrors(failureFieldErrors(error))
          toast.errors(describeApiFailure(error, withdrawFailure))
        },
      },
    )
  }

  return (
    <Paper withBorder radius="lg" className={classes.form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
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

          {askCpf && (
            <CpfField
              value={cpfText}
              onChange={(next) => {
                setCpfText(next)
                forget('cpf')
              }}
              onBlur={() => setCpfTouched(true)}
              error={cpfError}
            />
          )}

          <PixKeyField
            type={pixType}
            onTypeChange={(next) => {
              if (!next) return
              setPixType(next)
              // A new type refills the key from the player's data.
              setTypedKey(null)
              forget('pix_key')
            }}
            value={pixKey}
            onChange={(next) => {
              setTypedKey(next)
              forget('pix_key')
            }}
            locked={locked}
            clearable
            keyError={keyError}
          />

          <div>
            <TextInput
              ref={amountRef}
              label={t`Valor do saque`}
              value={`R$ ${formatWithdrawKeypad(digits)}`}
              readOnly
              inputMode="none"
              classNames={{ input: classes.amount }}
              error={issue ? i18n._(issue.message) : undefined}
              onKeyDown={(event) => {
                const key = keyboardToKeypad(event.key)
                if (!key || event.ctrlKey || event.metaKey || event.altKey) return
                event.preventDefault()
                press(key)
              }}
            />
            {/* The message under the field is its description; this announces each new one as it changes. */}
            <VisuallyHidden aria-live="polite">{issue ? i18n._(issue.message) : ''}</VisuallyHidden>
          </div>

          <div className={classes.quick} role="group" aria-label={t`Valores rápidos`}>
            {withdrawQuickAmounts(setting).map((amount) => (
              <Button key={amount} variant="default" size="sm" onClick={() => fill(amount)}>
                {formatBRL(amount)}
              </Button>
            ))}
          </div>

          <NumericKeypad onKey={press} />

          <NativeCheckbox
            label={<Trans>Li e aceito os termos de saque</Trans>}
            checked={acceptTerms}
            onChange={(event) => setAcceptTerms(event.currentTarget.checked)}
          />

          <Button
            type="submit"
            size="md"
            loading={withdraw.isPending}
            disabled={!canPressWithdraw(values) || cpfProblem !== null || keyProblem !== null || withdraw.isPending}
          >
            <Trans>Solicitar Saque</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
