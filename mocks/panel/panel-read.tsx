import type { ReactNode } from 'react'
import { Alert } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'

/**
 * A section's body once its read answered: nothing while the first answer is on its way (a few milliseconds from the
 * mock), the mock's refusal when the read failed. A later failed refetch keeps the last answer on screen.
 */
export function PanelRead<T>({ read, children }: { read: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (read.data !== undefined) return children(read.data)
  if (read.isError) {
    const reason = read.error.message
    return (
      <Alert color="red" role="alert" p="xs">
        <Trans>O servidor simulado não respondeu: {reason}</Trans>
      </Alert>
    )
  }
  return null
}
