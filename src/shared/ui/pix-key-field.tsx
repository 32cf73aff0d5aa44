import '@mantine/core/styles/Combobox.layer.css'
import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CloseButton, NativeSelect, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { PixKeyTypeSchema, type PixKeyType } from '@/api/wallet-area.ts'
import { maskPixKey, PIX_KEY_MAX_LENGTH } from '@/shared/br/masks.ts'

/** The key types both withdraw forms offer, labelled as the spec names them. */
const pixKeyTypeLabels: Record<PixKeyType, MessageDescriptor> = {
  document: msg`CPF`,
  phoneNumber: msg`Telefone`,
  email: msg`E-mail`,
  randomKey: msg`Chave Aleatória`,
}

/** The longest key any type takes: what the key field accepts before a type is chosen. */
const ANY_KEY_MAX = Math.max(...Object.values(PIX_KEY_MAX_LENGTH))

export function isPixKeyType(value: string): value is PixKeyType {
  return (PixKeyTypeSchema.options as readonly string[]).includes(value)
}

export interface PixKeyFieldProps {
  /** The chosen type; '' before a choice (only with `chooseType`). */
  type: PixKeyType | ''
  onTypeChange: (type: PixKeyType | '') => void
  /** The key as shown (masked for its type). */
  value: string
  onChange: (key: string) => void
  /** The type starts unchosen, behind a 'Selecione' option (the wallet's dialog). */
  chooseType?: boolean
  /** Filled from the player's own data: read-only, and says so. */
  locked?: boolean
  /** A button that empties the key. */
  clearable?: boolean
  required?: boolean
  typeError?: ReactNode
  keyError?: ReactNode
  onTypeBlur?: () => void
  onKeyBlur?: () => void
}

/**
 * The PIX key of both withdraw forms: the type (a native select) and the key, masked for its type as it is typed
 * (a CPF or CNPJ, a mobile phone, an e-mail in lower case, a random key) and never longer than the type allows.
 */
export function PixKeyField({
  type,
  onTypeChange,
  value,
  onChange,
  chooseType = false,
  locked = false,
  clearable = false,
  required,
  typeError,
  keyError,
  onTypeBlur,
  onKeyBlur,
}: PixKeyFieldProps) {
  const { t, i18n } = useLingui()
  return (
    <>
      <NativeSelect
        label={t`Tipo de chave`}
        value={type}
        onChange={(event) => {
          const next = event.currentTarget.value
          if (isPixKeyType(next)) onTypeChange(next)
          else if (chooseType) onTypeChange('')
        }}
        onBlur={onTypeBlur}
        error={typeError}
        required={required}
      >
        {chooseType && <option value="">{t`Selecione`}</option>}
        {PixKeyTypeSchema.options.map((option) => (
          <option key={option} value={option}>
            {i18n._(pixKeyTypeLabels[option])}
          </option>
        ))}
      </NativeSelect>
      <TextInput
        label={t`Chave PIX`}
        value={value}
        readOnly={locked}
        description={locked ? t`Preenchida com os dados da sua conta.` : undefined}
        maxLength={type ? PIX_KEY_MAX_LENGTH[type] : ANY_KEY_MAX}
        inputMode={type === 'document' || type === 'phoneNumber' ? 'numeric' : type === 'email' ? 'email' : 'text'}
        autoComplete="off"
        onChange={(event) => {
          const raw = event.currentTarget.value
          onChange(type ? maskPixKey(type, raw) : raw.slice(0, ANY_KEY_MAX))
        }}
        onBlur={onKeyBlur}
        error={keyError}
        required={required}
        rightSection={
          clearable && !locked && value !== '' ? (
            <CloseButton aria-label={t`Limpar chave PIX`} onClick={() => onChange('')} size="sm" />
          ) : null
        }
      />
    </>
  )
}
