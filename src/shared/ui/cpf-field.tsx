import { TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CPF_MASK_MAX, maskCpf } from '@/shared/br/masks.ts'

export interface CpfFieldProps {
  /** As shown (masked). */
  value: string
  onChange: (masked: string) => void
  onBlur?: () => void
  error?: ReactNode
  readOnly?: boolean
}

/**
 * The player's CPF, asked by a money form when the account has none on file (src/shared/player-cpf.ts): masked as
 * typed, as on the registration page; the server keeps it, so it is asked once.
 */
export function CpfField({ value, onChange, onBlur, error, readOnly }: CpfFieldProps) {
  const { t } = useLingui()
  return (
    <TextInput
      label={t`CPF`}
      description={t`Depósitos e saques usam o seu CPF. Ele fica salvo na sua conta.`}
      placeholder="000.000.000-00"
      inputMode="numeric"
      autoComplete="off"
      maxLength={CPF_MASK_MAX}
      value={value}
      onChange={(event) => onChange(maskCpf(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
      readOnly={readOnly}
      required
    />
  )
}
