import '@mantine/core/styles/SimpleGrid.layer.css'
import { Button, SimpleGrid } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconBackspace } from './icons/backspace.tsx'
import classes from './numeric-keypad.module.css'

export type KeypadDigit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
/** A key of the on-screen keypad: a digit, `00`, or `backspace` (named 'Apagar'). */
export type KeypadKey = KeypadDigit | '00' | 'backspace'

/** 1-9 on three rows, then 00, 0 and backspace. */
export const KEYPAD_LAYOUT: readonly KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', 'backspace']

export function isKeypadKey(value: string): value is KeypadKey {
  return (KEYPAD_LAYOUT as readonly string[]).includes(value)
}

/** A key typed on the physical keyboard, as a keypad key; null for any other key. */
export function keyboardToKeypad(key: string): KeypadKey | null {
  if (/^[0-9]$/.test(key)) return key as KeypadDigit
  if (key === 'Backspace' || key === 'Delete') return 'backspace'
  return null
}

export interface NumericKeypadProps {
  onKey: (key: KeypadKey) => void
  disabled?: boolean
}

/**
 * The on-screen keypad of the deposit and the withdraw forms: real buttons (Tab, Enter and Space work) in one
 * group named 'Teclado numérico'. What a key does is the form's own reducer (text entry for the deposit,
 * centavos for the withdrawal).
 */
export function NumericKeypad({ onKey, disabled }: NumericKeypadProps) {
  const { t } = useLingui()
  return (
    <SimpleGrid cols={3} spacing="xs" role="group" aria-label={t`Teclado numérico`}>
      {KEYPAD_LAYOUT.map((key) =>
        key === 'backspace' ? (
          <Button
            key={key}
            variant="default"
            className={classes.key}
            onClick={() => onKey(key)}
            disabled={disabled}
            aria-label={t`Apagar`}
          >
            <IconBackspace size={20} />
          </Button>
        ) : (
          <Button key={key} variant="default" className={classes.key} onClick={() => onKey(key)} disabled={disabled}>
            {key}
          </Button>
        ),
      )}
    </SimpleGrid>
  )
}
