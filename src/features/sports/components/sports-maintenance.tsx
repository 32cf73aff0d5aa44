import { Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import classes from './sports-maintenance.module.css'

/** What every sports address shows while the operator has football turned off (`turn_on_football`). */
export function SportsMaintenance() {
  const { t } = useLingui()
  return (
    <Stack align="center" gap="md" py="xl" className={classes.root}>
      <svg className={classes.image} viewBox="0 0 240 160" role="img" aria-label={t`Campo de futebol em manutenção`}>
        <rect x="10" y="20" width="220" height="120" rx="8" className={classes.pitch} />
        <path d="M120 20v120M10 55h30v50H10M230 55h-30v50h30" className={classes.lines} />
        <circle cx="120" cy="80" r="18" className={classes.lines} />
        <g transform="translate(150 92)">
          <path d="M0 48 34 0l34 48z" className={classes.sign} />
          <path d="M34 16v16M34 38v3" className={classes.signMark} />
        </g>
      </svg>
      <Title order={1} size="h2" ta="center">
        <Trans>Apostas esportivas em manutenção</Trans>
      </Title>
      <Text ta="center" c="dimmed">
        <Trans>Estamos ajustando tudo para você. Volte em breve.</Trans>
      </Text>
    </Stack>
  )
}
