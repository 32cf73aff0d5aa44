import { Box, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { passwordStrength } from '../rules/password-strength.ts'
import classes from './register.module.css'

/** Fraca / Média / Forte by rules/password-strength.ts; the bar is decoration, the words carry the meaning. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { i18n } = useLingui()
  if (password === '') return null
  const strength = passwordStrength(password)
  const label = i18n._(strength.label)
  return (
    <Box aria-live="polite">
      <div className={classes.strengthTrack} aria-hidden="true">
        <div className={classes.strengthBar} data-level={strength.level} style={{ width: `${strength.score}%` }} />
      </div>
      <Group gap={4} mt={4}>
        <Text size="xs" c="dimmed">
          <Trans>Força da senha:</Trans>
        </Text>
        <Text size="xs" fw={600} className={classes.strengthLabel} data-level={strength.level}>
          {label}
        </Text>
      </Group>
    </Box>
  )
}
