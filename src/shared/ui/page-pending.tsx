import type { ReactNode } from 'react'
import { Group, Loader, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { noticeText, type Notice } from '../notice.ts'

/**
 * The one loading view of a page whose data is on its way (a route's pendingComponent, see docs/architecture.md):
 * a spinner and a label in a polite status region.
 */
export function PagePending({ label }: { label?: Notice }) {
  const { i18n, t } = useLingui()
  const text = label === undefined ? t`Carregando…` : noticeText(i18n, label)
  return (
    <Group gap="sm" role="status" py="xl" justify="center">
      <Loader size="md" />
      <Text>{text}</Text>
    </Group>
  )
}

/** A route's pendingComponent with its page's label: `pendingComponent: routePending(msg`Carregando carteira…`)`. */
export function routePending(label?: Notice) {
  return function PageRoutePending() {
    return <PagePending label={label} />
  }
}

/** A section's loading line inside a page (a QueryBoundary's pending view): smaller than the page's, left-aligned. */
export function SectionPending({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{children}</Text>
    </Group>
  )
}
