import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications'

export interface Toast {
  success: (message: string) => void
  error: (message: string) => void
  /** Part 1 §8 and part 2 §8: "every value of the error body's object" as its own toast. */
  errors: (messages: readonly string[]) => void
}

/**
 * The app's notices. One place sets colour, role and the close button's accessible name (axe fails
 * an unnamed close button), so screens only say what happened.
 */
export function useToast(): Toast {
  const { t } = useLingui()
  const closeLabel = t`Fechar`
  return useMemo(() => {
    const show = (color: 'green' | 'red', message: string) =>
      notifications.show({ color, message, closeButtonProps: { 'aria-label': closeLabel } })
    return {
      success: (message) => show('green', message),
      error: (message) => show('red', message),
      errors: (messages) => messages.forEach((message) => show('red', message)),
    }
  }, [closeLabel])
}
