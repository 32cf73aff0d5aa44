import { useState } from 'react'
import { Button, Group, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { formatBRL, parseReais } from '@/shared/money.ts'
import { MIN_STAKE, QUICK_STAKES } from '../rules/slip.ts'
import classes from './bet-slip.module.css'

const minimumStake = formatBRL(MIN_STAKE)

function asText(centavos: number): string {
  return (centavos / 100).toFixed(2).replace('.', ',')
}

export interface StakeFieldProps {
  /** Centavos. */
  stake: number
  onChange: (centavos: number) => void
  label: string
  disabled?: boolean
}

/**
 * The stake of an entry (or of the multiple) with the quick stakes. What the player types stays as typed; a readable
 * amount becomes the stake at once (so nothing is lost on a reload), an unreadable one keeps the last good stake.
 */
export function StakeField({ stake, onChange, label, disabled }: StakeFieldProps) {
  const { t } = useLingui()
  const [text, setText] = useState(() => asText(stake))
  const [shown, setShown] = useState(stake)
  // The stake changed from outside (a quick stake, another tab): show it.
  if (shown !== stake) {
    setShown(stake)
    if (parseReais(text) !== stake) setText(asText(stake))
  }
  const parsed = parseReais(text)
  const error =
    parsed === null ? t`Digite um valor como 10,00` : parsed < MIN_STAKE ? t`A aposta mínima é ${minimumStake}` : null

  return (
    <div className={classes.stake}>
      <TextInput
        label={label}
        value={text}
        inputMode="decimal"
        autoComplete="off"
        leftSection="R$"
        size="xs"
        disabled={disabled}
        error={error}
        onChange={(event) => {
          const next = event.currentTarget.value
          setText(next)
          const centavos = parseReais(next)
          if (centavos !== null) {
            setShown(centavos)
            onChange(centavos)
          }
        }}
      />
      {/* Each quick stake is a 24 px target on its own (WCAG 2.2), not only by the room around it. */}
      <Group gap={6} wrap="nowrap" role="group" aria-label={t`Valores rápidos`}>
        {QUICK_STAKES.map((reais) => {
          const amount = formatBRL(reais * 100)
          const chosen = stake === reais * 100
          return (
            <Button
              key={reais}
              size="compact-sm"
              variant={chosen ? 'filled' : 'default'}
              disabled={disabled}
              // It sets the stake and places nothing: its name says that, so a screen reader does not announce a bet.
              aria-label={t`Definir valor ${amount}`}
              aria-pressed={chosen}
              onClick={() => onChange(reais * 100)}
            >
              {reais}
            </Button>
          )
        })}
      </Group>
    </div>
  )
}
