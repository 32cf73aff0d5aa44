import type { ReactNode } from 'react'
import { Stack, Text, Title } from '@mantine/core'
import classes from './page.module.css'

export interface PageProps {
  title: ReactNode
  children?: ReactNode
}

/** The frame every page sits in: one h1, then the content. */
export function Page({ title, children }: PageProps) {
  return (
    <Stack className={classes.page} gap="lg">
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** The spec's "empty shell" pages (records, events, bonus, awards): a title and nothing more. */
export function EmptyPage({ title, note }: { title: ReactNode; note: ReactNode }) {
  return (
    <Page title={title}>
      <Text c="dimmed">{note}</Text>
    </Page>
  )
}
