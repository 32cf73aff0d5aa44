import { useEffect, useRef } from 'react'
import { Button, Stack, TextInput } from '@mantine/core'
import { useForm, type UseFormReturnType } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Setting } from '@/api/settings.ts'
import { centavosToAmountInput } from '@/shared/br/masks.ts'
import { formatBRL, parseReais } from '@/shared/money.ts'
import { cpfIssue } from '@/shared/player-cpf.ts'
import { CpfField } from '@/shared/ui/cpf-field.tsx'
import { NativeCheckbox } from '@/shared/ui/native-checkbox.tsx'
import { NumericKeypad, type KeypadKey } from '@/shared/ui/numeric-keypad.tsx'
import { bonusApplies, bonusTerms, checkDepositAmount, depositSummary } from './rules/deposit-amount.ts'
import { GATEWAY_NAMES, defaultGateway, depositGateways, type DepositGateway } from './rules/gateways.ts'
import { reduceDepositKeypad, typeDepositAmount } from './rules/keypad.ts'
import { depositLimits, depositQuickAmounts } from './rules/quick-amounts.ts'
import classes from './deposit-form.module.css'

export interface DepositFormValues {
  gateway: DepositGateway
  /** The amount field's text, as the mask leaves it ("50", "10,5"). */
  amountText: string
  acceptBonus: boolean
  /** The CPF as typed (masked), when the account has none on file. */
  cpf: string
}

export type DepositFormHandle = UseFormReturnType<DepositFormValues>

function emptyForm(setting: Setting): DepositFormValues {
  return { gateway: defaultGateway(setting), amountText: '', acceptBonus: true, cpf: '' }
}

/**
 * The deposit form's values and messages (@mantine/form, docs/architecture.md "Forms"), kept by the widget so the
 * form that comes back after the payment panel still has them. The amount's message shows from its first change
 * on; the CPF's once the field is left (or a submit tried), then follows it until it is right. `reset` empties the
 * form for the settings of the moment.
 */
export function useDepositForm(setting: Setting, askCpf: boolean): DepositFormHandle {
  const { i18n } = useLingui()
  const limits = depositLimits(setting)
  const form = useForm<DepositFormValues>({
    initialValues: emptyForm(setting),
    validateInputOnChange: ['amountText'],
    validateInputOnBlur: ['cpf'],
    validate: {
      amountText: (text) => {
        const check = checkDepositAmount(text, limits)
        return check.ok ? null : i18n._(check.message)
      },
      cpf: (typed) => {
        const problem = askCpf ? cpfIssue(typed) : null
        return problem ? i18n._(problem) : null
      },
    },
    onValuesChange: (next, previous) => {
      // A CPF message already shown (the form's, or the server's) is checked again as the player corrects it.
      if (next.cpf !== previous.cpf && form.errors.cpf) form.validateField('cpf')
    },
  })
  const { setInitialValues } = form
  useEffect(() => setInitialValues(emptyForm(setting)), [setting, setInitialValues])
  return form
}

export interface DepositFormProps {
  setting: Setting
  /** The widget's form (useDepositForm). */
  form: DepositFormHandle
  sending: boolean
  /** Called with the amount in centavos, only when it and the CPF asked for (if any) are valid. */
  onSubmit: (amount: number) => void
  /**
   * The account has no CPF on file: the form asks for it (a deposit needs the player's real CPF); the server's word
   * about it is the form's `cpf` error, shown until the player changes it.
   */
  askCpf?: boolean
  /** Back from the payment panel (cancel, continue): focus goes to the amount, not to the page's start. */
  focusAmount?: boolean
  /** Centavos. The game screen's menu offers fixed ones; by default they follow the deposit limits. */
  quickAmounts?: readonly number[]
  /** `Gerar PIX` reads `Processando...` while sending (the game screen's menu) instead of showing a spinner. */
  sendingText?: boolean
  /** Focusing the amount clears its error until the amount changes again (the game screen's menu). */
  clearErrorOnFocus?: boolean
}

/**
 * The deposit form: gateway, amount (typed, keypad or quick amount), accept_bonus with the bonus
 * preview, and `Gerar PIX`, enabled only for a valid amount and not while sending.
 */
export function DepositForm({
  setting,
  form,
  sending,
  onSubmit,
  focusAmount = false,
  quickAmounts: fixedQuickAmounts,
  sendingText = false,
  askCpf = false,
  clearErrorOnFocus = false,
}: DepositFormProps) {
  const { t } = useLingui()
  const amountInput = useRef<HTMLInputElement>(null)
  // Only on mount: the form is mounted anew each time the panel gives way to it.
  const focusOnMount = useRef(focusAmount)
  useEffect(() => {
    if (focusOnMount.current) amountInput.current?.focus()
  }, [])
  const { values, errors } = form
  const limits = depositLimits(setting)
  const gateways = depositGateways(setting)
  const quickAmounts = fixedQuickAmounts ?? depositQuickAmounts(setting)
  const typed = parseReais(values.amountText)
  const terms = bonusTerms(setting, values.acceptBonus)
  const offersBonus = bonusApplies({ ...terms, acceptBonus: true })
  const summary = depositSummary(typed ?? 0, terms)
  const canSend = form.isValid()
  const percent = terms.initialBonus
  const minimum = formatBRL(limits.min)
  const maximum = formatBRL(limits.max)

  const setAmount = (amountText: string) => form.setFieldValue('amountText', amountText)
  const pressKey = (key: KeypadKey) => setAmount(reduceDepositKeypad(values.amountText, key))
  const amountProps = form.getInputProps('amountText')
  const cpfProps = form.getInputProps('cpf')

  const submit = form.onSubmit(({ amountText }) => {
    const check = checkDepositAmount(amountText, limits)
    if (check.ok && !sending) onSubmit(check.centavos)
  })

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <Stack gap="md">
        {gateways.length > 1 && (
          // Native radios styled as a segmented control: Mantine's Radio or SegmentedControl would split chunks the
          // entry lists (the size budget), and the browser gives arrow-key selection for free.
          <fieldset className={classes.gateways} disabled={sending}>
            <legend className={classes.legend}>
              <Trans>Forma de pagamento</Trans>
            </legend>
            <div className={classes.segments}>
              {gateways.map((gateway) => (
                <label key={gateway} className={classes.segment}>
                  <input
                    type="radio"
                    name="gateway"
                    value={gateway}
                    checked={values.gateway === gateway}
                    onChange={() => form.setFieldValue('gateway', gateway)}
                  />
                  <span>PIX · {GATEWAY_NAMES[gateway]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {askCpf && (
          <CpfField
            value={values.cpf}
            onChange={(cpf) => form.setFieldValue('cpf', cpf)}
            onBlur={cpfProps.onBlur as () => void}
            error={errors.cpf}
            readOnly={sending}
          />
        )}

        <TextInput
          ref={amountInput}
          label={t`Valor do depósito`}
          description={t`Mínimo ${minimum} · Máximo ${maximum}`}
          placeholder="0,00"
          inputMode="decimal"
          autoComplete="off"
          leftSection={<span aria-hidden="true">R$</span>}
          {...amountProps}
          onChange={(event) => setAmount(typeDepositAmount(event.currentTarget.value))}
          onFocus={clearErrorOnFocus ? () => form.clearFieldError('amountText') : amountProps.onFocus}
          readOnly={sending}
          classNames={{ input: classes.amountInput }}
        />

        <div role="group" aria-label={t`Valores rápidos`} className={classes.quick}>
          {quickAmounts.map((amount) => {
            const selected = typed === amount
            return (
              <Button
                key={amount}
                variant={selected ? 'filled' : 'light'}
                size="sm"
                aria-pressed={selected}
                disabled={sending}
                onClick={() => setAmount(centavosToAmountInput(amount))}
              >
                {formatBRL(amount)}
              </Button>
            )
          })}
        </div>

        <NumericKeypad onKey={pressKey} disabled={sending} />

        {offersBonus && (
          <div className={classes.bonus}>
            <NativeCheckbox
              name="accept_bonus"
              label={t`Quero receber o bônus de ${percent}%`}
              checked={values.acceptBonus}
              onChange={(event) => form.setFieldValue('acceptBonus', event.currentTarget.checked)}
              disabled={sending}
            />
            {values.acceptBonus && (
              <dl className={classes.preview}>
                <div>
                  <dt>
                    <Trans>Bônus</Trans>
                  </dt>
                  <dd>{formatBRL(summary.bonus)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Total com bônus</Trans>
                  </dt>
                  <dd>{formatBRL(summary.total)}</dd>
                </div>
              </dl>
            )}
          </div>
        )}

        {sendingText ? (
          <Button type="submit" size="md" fullWidth disabled={!canSend || sending} aria-busy={sending || undefined}>
            {sending ? <Trans>Processando...</Trans> : <Trans>Gerar PIX</Trans>}
          </Button>
        ) : (
          <Button type="submit" size="md" fullWidth disabled={!canSend} loading={sending}>
            <Trans>Gerar PIX</Trans>
          </Button>
        )}
      </Stack>
    </form>
  )
}
