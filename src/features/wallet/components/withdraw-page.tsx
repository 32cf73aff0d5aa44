import '@mantine/core/styles/Combobox.layer.css'
import { useRef, useState } from 'react'
import {
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { Wallet } from '@/api/wallet.ts'
import { maskPixKey, PIX_KEY_MAX_LENGTH, pixKeyToWire, type PixKeyType } from '@/shared/br/masks.ts'
import { formatBRL } from '@/shared/money.ts'
import { useSettings } from '@/shared/settings.ts'
import { useToast } from '@/shared/toast.ts'
import { IconChevronLeft } from '../icons.tsx'
import { defaultPixKeyType, isPixKeyLocked, prefilledPixKey } from '../pix-key-prefill.ts'
import { isPixKeyType, pixKeyTypeLabels, pixKeyTypes } from '../pix-key-types.ts'
import { pixKeyDataQueryOptions, usePageWithdraw, useReloadMoney } from '../queries.ts'
import { describeWithdrawFailure, describeWithdrawRefusal } from '../rules/failures.ts'
import { canPressWithdraw, pageAmountIssue, pageSubmit, withdrawLimits, withdrawQuickAmounts } from '../rules/withdraw.ts'
import {
  centavosToWithdrawKeypad,
  formatWithdrawKeypad,
  reduceWithdrawKeypad,
  withdrawKeypadCentavos,
  type KeypadKey,
} from '../rules/withdraw-keypad.ts'
import { useErrorNotices } from '../use-notices.ts'
import { keyboardToKeypad, WithdrawKeypad } from './withdraw-keypad.tsx'
import { WalletLoader } from './wallet-loader.tsx'
import { WalletPage } from './wallet-page.tsx'
import classes from './withdraw-page.module.css'

/** /profile/withdraw: the PIX withdraw page (part 2 §2, §5). */
export function WithdrawPage() {
  return (
    <WalletPage title={<Trans>Saque via PIX</Trans>} actions={<BackButton />}>
      <WalletLoader>{(wallet) => <WithdrawForm wallet={wallet} />}</WalletLoader>
    </WalletPage>
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

function WithdrawForm({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const showErrors = useErrorNotices()
  const reload = useReloadMoney()
  const navigate = useNavigate()
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
  // A double click must send one request: the ref flips before React re-renders the disabled button.
  const sending = useRef(false)

  const limits = withdrawLimits(setting)
  const locked = isPixKeyLocked(pixType, pixData.data)
  const pixKey = locked ? prefilledPixKey(pixType, pixData.data) : (typedKey ?? prefilledPixKey(pixType, pixData.data))
  const centavos = withdrawKeypadCentavos(digits)
  const issue = pageAmountIssue(centavos, limits, wallet.balance)
  const values = { amount: centavos, pixKey, acceptTerms }
  const available = formatBRL(wallet.balance)

  const press = (key: KeypadKey) => setDigits((current) => reduceWithdrawKeypad(current, key))
  const fill = (amount: number) => setDigits(centavosToWithdrawKeypad(amount))

  const submit = () => {
    if (sending.current) return
    const decision = pageSubmit(values, limits, wallet.balance)
    if (!decision.send) {
      // The message is already under the amount; focus brings the reader to it.
      if (decision.message) amountRef.current?.focus()
      return
    }
    sending.current = true
    withdraw.mutate(
      {
        // Reais as a JSON number (the contract); centavos / 100 prints the same two decimals.
        amount: centavos / 100,
        pix_key: pixKeyToWire(pixType, pixKey),
        pix_key_type: pixType,
        idempotencyKey: crypto.randomUUID(),
      },
      {
        onSuccess: (answer) => {
          if (!answer.success) {
            showErrors(describeWithdrawRefusal(answer.message))
            return
          }
          toast.success(answer.message?.trim() || t`Saque solicitado com sucesso!`)
          void reload()
          void navigate({ to: '/{-$action}', params: { action: undefined } })
        },
        onError: (error) => showErrors(describeWithdrawFailure(error)),
        onSettled: () => {
          sending.current = false
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

          <NativeSelect
            label={t`Tipo de chave`}
            value={pixType}
            onChange={(event) => {
              const next = event.currentTarget.value
              if (!isPixKeyType(next)) return
              setPixType(next)
              // A new type refills the key from the player's data (part 2 §4).
              setTypedKey(null)
            }}
          >
            {pixKeyTypes.map((type) => (
              <option key={type} value={type}>
                {i18n._(pixKeyTypeLabels[type])}
              </option>
            ))}
          </NativeSelect>

          <TextInput
            label={t`Chave PIX`}
            value={pixKey}
            readOnly={locked}
            description={locked ? t`Preenchida com os dados da sua conta.` : undefined}
            maxLength={PIX_KEY_MAX_LENGTH[pixType]}
            inputMode={pixType === 'document' || pixType === 'phoneNumber' ? 'numeric' : pixType === 'email' ? 'email' : 'text'}
            autoComplete="off"
            onChange={(event) => setTypedKey(maskPixKey(pixType, event.currentTarget.value))}
            rightSection={
              !locked && pixKey !== '' ? (
                <CloseButton
                  aria-label={t`Limpar chave PIX`}
                  onClick={() => setTypedKey('')}
                  size="sm"
                />
              ) : null
            }
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

          <WithdrawKeypad onPress={press} />

          {/* A native checkbox: Mantine's would split a chunk the entry lists. */}
          <label className={classes.terms}>
            <input
              type="checkbox"
              checked={acceptTerms}
              onChange={(event) => setAcceptTerms(event.currentTarget.checked)}
            />
            <span>
              <Trans>Li e aceito os termos de saque</Trans>
            </span>
          </label>

          <Button type="submit" size="md" loading={withdraw.isPending} disabled={!canPressWithdraw(values) || withdraw.isPending}>
            <Trans>Solicitar Saque</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
