import { Text, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconBackspace } from '../icons.tsx'
import { WITHDRAW_KEYPAD_LAYOUT, type KeypadKey } from '../rules/withdraw-keypad.ts'
import classes from './withdraw-page.module.css'

/**
 * The on-screen keypad of the withdraw page: 1-9, 00, 0 and backspace ('Apagar'). Real buttons, so a keyboard
 * reaches every key with Tab; the amount field also takes digits and Backspace typed straight into it.
 */
export function WithdrawKeypad({ onPress, disabled }: { onPress: (key: KeypadKey) => void; disabled?: boolean }) {
  const { t } = useLingui()
  return (
    <div className={classes.keypad} role="group" aria-label={t`Teclado numérico`}>
      {WITHDRAW_KEYPAD_LAYOUT.map((key) => (
        <UnstyledButton
          key={key}
          type="button"
          className={classes.key}
          disabled={disabled}
          onClick={() => onPress(key)}
          aria-label={key === 'backspace' ? t`Apagar` : undefined}
        >
          {key === 'backspace' ? <IconBackspace size={22} /> : <Text component="span" fw={700} fz="lg">{key}</Text>}
        </UnstyledButton>
      ))}
    </div>
  )
}

/** A key typed on the physical keyboard, as a keypad key; null for any other key. */
export function keyboardToKeypad(key: string): KeypadKey | null {
  if (/^[0-9]$/.test(key)) return key as KeypadKey
  if (key === 'Backspace' || key === 'Delete') return 'backspace'
  return null
}
