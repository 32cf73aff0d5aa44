import type { ReactNode } from 'react'
import { Paper, Stack, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { BrandLogo } from '@/shared/ui/brand-logo.tsx'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import classes from './auth-overlay-layout.module.css'

export interface AuthOverlayLayoutProps {
  title: ReactNode
  children: ReactNode
  /** Under the card: usually the back-to-home button (the default). */
  footer?: ReactNode
}

/**
 * The full-screen layout of the login, register and forgot-password pages: the page
 * replaces the shell (the root layout leaves the shell out for routes with `staticData.authOverlay`).
 */
export function AuthOverlayLayout({ title, children, footer }: AuthOverlayLayoutProps) {
  return (
    <main className={classes.overlay} id="conteudo" tabIndex={-1}>
      <Paper className={classes.card} shadow="lg" radius="lg" p="xl" withBorder>
        <Stack gap="lg">
          <BrandLogo placement="page" />
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
      <div className={classes.footer}>
        {footer ?? (
          <LinkButton to="/{-$action}" params={{ action: undefined }} variant="subtle">
            <Trans>Voltar para a Home</Trans>
          </LinkButton>
        )}
      </div>
    </main>
  )
}
