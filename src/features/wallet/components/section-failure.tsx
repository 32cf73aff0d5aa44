import type { ReactNode } from 'react'
import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { describeApiFailure, type FailureTexts } from '@/shared/notices.ts'
import { useFailureToasts } from '@/shared/toast.ts'

/**
 * What a section of a wallet page shows when its own data failed (a QueryBoundary's failure): the failure's notices
 * as toasts, once per failure, and in place a line and `Tentar novamente`.
 */
export function SectionFailure({
  error,
  retry,
  texts,
  children,
}: {
  error: unknown
  retry: () => void
  texts: FailureTexts
  children: ReactNode
}) {
  useFailureToasts(error, () => describeApiFailure(error, texts))
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{children}</Text>
      <Button variant="light" size="xs" onClick={retry}>
        <Trans>Tentar novamente</Trans>
      </Button>
    </Stack>
  )
}

/** A section's loading line (a QueryBoundary's pending view). */
export function SectionPending({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{children}</Text>
    </Group>
  )
}
