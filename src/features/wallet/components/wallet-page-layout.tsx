import type { ReactNode } from 'react'
import { Stack, Title } from '@mantine/core'
import classes from './overview.module.css'

/** One wallet page inside the area's frame: its h1, then its content. */
export function WalletPageLayout({
  title,
  actions,
  children,
}: {
  title: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Stack gap="lg">
      {actions}
      <Title order={1} className={classes.pageTitle}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}
