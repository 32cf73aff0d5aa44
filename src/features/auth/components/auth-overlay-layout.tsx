import type { ReactNode } from 'react'
import { Paper, Stack, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { assetUrl } from '@/shared/asset-url.ts'
import { useSettings } from '@/shared/settings.ts'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import classes from './auth-overlay-layout.module.css'

export interface AuthOverlayLayoutProps {
  title: ReactNode
  children: ReactNode
  /** Under the card: usually the back-to-home button (the default). */
  footer?: ReactNode
}

/**
 * The full-screen layout of the login, register and forgot-password pages (part 1 §2): the page
 * replaces the shell (the root layout leaves the shell out for routes with `staticData.authOverlay`).
 */
export function AuthOverlayLayout({ title, children, footer }: AuthOverlayLayoutProps) {
  return (
    <main className={classes.overlay} id="conteudo" tabIndex={-1}>
      <Paper className={classes.card} shadow="lg" radius="lg" p="xl" withBorder>
        <Stack gap="lg">
          <BrandLogo />
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

/** Both scheme logos in the page, CSS shows the current one (no flash); the name when there is none. */
function BrandLogo() {
  const setting = useSettings()
  const light = assetUrl(setting.software_logo_black)
  const dark = assetUrl(setting.software_logo_white) ?? light
  return (
    <Link to="/{-$action}" params={{ action: undefined }} className={classes.logo}>
      {light ? (
        <>
          <img src={light} alt={setting.software_name} className={classes.logoImage} data-scheme="light" />
          <img src={dark} alt={setting.software_name} className={classes.logoImage} data-scheme="dark" />
        </>
      ) : (
        <span className={classes.logoText}>{setting.software_name}</span>
      )}
    </Link>
  )
}
