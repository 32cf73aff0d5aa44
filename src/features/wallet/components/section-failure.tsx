import { useEffect, type ReactNode } from 'react'
import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { describeApiFailure, type FailureTexts } from '@/shared/notices.ts'
import { useToast } from '@/shared/toast.ts'

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
  const toast = useToast()
  useEffect(() => {
    toast.errors(describeApiFailure(error, texts))
    // Once per failure: a retry that fails again is a new error object; a re-render repeats nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error])
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
