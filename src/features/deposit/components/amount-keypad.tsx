import '@mantine/core/styles/SimpleGrid.layer.css'
import { Button, SimpleGrid } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconBackspace } from '@/shared/ui/icons/backspace.tsx'
import { KEYPAD_LAYOUT, type KeypadKey } from '../rules/keypad.ts'
import classes from './deposit-form.module.css'

export interface AmountKeypadProps {
  onKey: (key: KeypadKey) => void
  disabled?: boolean
}

/**
 * The on-screen keypad: 1-9, 00, 0 and backspace (named 'Apagar'). Real buttons, so Tab and Enter/Space work; the
 * amount field beside it takes the physical keyboard.
 */
export function AmountKeypad({ onKey, disabled }: AmountKeypadProps) {
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
