import type { ReactNode } from 'react'
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { IconTools } from './icons/tools.tsx'
import { LinkButton } from './link-button.tsx'
import { Page } from './page.tsx'

/**
 * An honest placeholder for a page a later issue builds: the route, its params and its guard are
 * real; the screen is not there yet.
 */
export function UnderConstruction({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Page title={title}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconTools size={28} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            <Trans>Página em construção</Trans>
          </Text>
          <Text c="dimmed" maw={480}>
            <Trans>Esta página ainda está sendo construída e chega em uma próxima versão.</Trans>
          </Text>
          {children}
          <LinkButton to="/{-$action}" params={{ action: undefined }} variant="light" mt="xs">
            <Trans>Voltar para o início</Trans>
          </LinkButton>
        </Stack>
      </Paper>
    </Page>
  )
}
