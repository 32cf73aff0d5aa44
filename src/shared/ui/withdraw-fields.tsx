import type { ReactNode } from 'react'
import { TextInput, VisuallyHidden } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { PixKeyType } from '@/api/wallet-area.ts'
import { maskPixKey, sanitizeAmountInput } from '@/shared/br/masks.ts'
import { CpfField } from './cpf-field.tsx'
import { keyboardToKeypad, type KeypadKey } from './numeric-keypad.tsx'
import { PixKeyField } from './pix-key-field.tsx'
import classes from './withdraw-fields.module.css'

/** The fields every withdrawal form has; a form may hold more (the page's terms). */
export interface WithdrawFieldValues {
  /** The amount as typed ('1.234,56'), or the keypad's digits when the amount comes from a keypad. */
  amount: string
  /** '' before a choice (a form that asks for the type). */
  pixType: PixKeyType | ''
  /** The key as shown, masked for its type. */
  pixKey: string
  /** The CPF as shown (masked); read only when the form asks for it. */
  cpf: string
}

/** An amount typed on a keypad: the form's `amount` is the keypad's state, shown through `display`. */
export interface WithdrawAmountKeypad {
  /** The field's text for the form's amount (e.g. 'R$ 12,50'). */
  display: (amount: string) => string
  /** A key from the keyboard while the field has focus, as the on-screen keypad's. */
  onKey: (key: KeypadKey) => void
}

export interface WithdrawFieldsProps {
  /** The form's own @mantine/form form: its rules decide what each field says, and when. */
  form: UseFormReturnType<WithdrawFieldValues>
  amountLabel: string
  /** The amount comes from a keypad (the wallet's page) instead of being typed with the BRL mask. */
  keypad?: WithdrawAmountKeypad
  /** Drawn right under the amount (the page's quick amounts and keypad). */
  afterAmount?: ReactNode
  /** The key (and the CPF) above the amount, as the wallet's page has them; else the amount comes first. */
  keyFirst?: boolean
  /** The account has no CPF on file: the form asks for it (src/shared/player-cpf.ts). */
  askCpf: boolean
  /** The type starts unchosen, behind 'Selecione'. */
  chooseType?: boolean
  /** The key is the player's own data for its type: read-only. */
  keyLocked?: boolean
  keyClearable?: boolean
  required?: boolean
  /** The key a newly chosen type starts with; by default the key as it was, masked for the new type. */
  keyForType?: (type: PixKeyType, key: string) => string
}

/**
 * The amount, the CPF (when asked) and the PIX key of every withdrawal form (the wallet's page and dialog, the
 * pause's, the affiliate's earnings), bound to that form's @mantine/form form (docs/architecture.md, "Forms"): the
 * form keeps the values and the errors, this draws them alike everywhere. A typed amount takes the BRL input rule
 * (sanitizeAmountInput); the key is masked for its type (PixKeyField).
 */
export function WithdrawFields({
  form,
  amountLabel,
  keypad,
  afterAmount,
  keyFirst = false,
  askCpf,
  chooseType = false,
  keyLocked = false,
  keyClearable = false,
  required,
  keyForType = (type, key) => maskPixKey(type, key),
}: WithdrawFieldsProps) {
  const { values, errors } = form
  const amountProps = form.getInputProps('amount')
  const amount = keypad ? (
    <KeypadAmount label={amountLabel} keypad={keypad} inputProps={amountProps} />
  ) : (
    <TextInput
      label={amountLabel}
      leftSection="R$"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      {...amountProps}
      onChange={(event) => form.setFieldValue('amount', sanitizeAmountInput(event.currentTarget.value))}
      required={required}
    />
  )
  const cpfProps = form.getInputProps('cpf')
  const typeProps = form.getInputProps('pixType')
  const keyProps = form.getInputProps('pixKey')
  const identity = (
    <>
      {askCpf && (
        <CpfField
          value={values.cpf}
          onChange={(cpf) => form.setFieldValue('cpf', cpf)}
          onBlur={cpfProps.onBlur as () => void}
          error={errors.cpf}
        />
      )}
      <PixKeyField
        chooseType={chooseType}
        required={required}
        locked={keyLocked}
        clearable={keyClearable}
        type={values.pixType}
        onTypeChange={(type) => {
          form.setFieldValue('pixType', type)
          if (type) form.setFieldValue('pixKey', keyForType(type, values.pixKey))
        }}
        onTypeBlur={typeProps.onBlur as () => void}
        typeError={errors.pixType}
        value={values.pixKey}
        onChange={(key) => form.setFieldValue('pixKey', key)}
        onKeyBlur={keyProps.onBlur as () => void}
        keyError={errors.pixKey}
      />
    </>
  )
  return keyFirst ? (
    <>
      {identity}
      {amount}
      {afterAmount}
    </>
  ) : (
    <>
      {amount}
      {afterAmount}
      {identity}
    </>
  )
}

/**
 * The keypad's amount: read-only (the keypad and the keyboard type into it, so a phone opens no keyboard of its
 * own), its message under it, and said aloud as it changes.
 */
function KeypadAmount({
  label,
  keypad,
  inputProps,
}: {
  label: string
  keypad: WithdrawAmountKeypad
  inputProps: ReturnType<UseFormReturnType<WithdrawFieldValues>['getInputProps']>
}) {
  const { error, value, onChange: _typed, ...rest } = inputProps
  const message = typeof error === 'string' ? error : ''
  return (
    <div>
      <TextInput
        {...rest}
        label={label}
        value={keypad.display(String(value))}
        readOnly
        inputMode="none"
        classNames={{ input: classes.keypadAmount }}
        error={error}
        onKeyDown={(event) => {
          const key = keyboardToKeypad(event.key)
          if (!key || event.ctrlKey || event.metaKey || event.altKey) return
          event.preventDefault()
          keypad.onKey(key)
        }}
      />
      {/* The message under the field is its description; this announces each new one as it changes. */}
      <VisuallyHidden aria-live="polite">{message}</VisuallyHidden>
    </div>
  )
}
