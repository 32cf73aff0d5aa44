import { useEffect } from 'react'
import { Modal } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue } from 'jotai'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { depositModalOpenAtom } from '@/shared/ui-state.ts'
import { DepositWidget } from './deposit-widget.tsx'
import classes from './deposit-modal.module.css'

/**
 * The deposit as a modal, opened by the top bar's `Depósito`. Mantine's Modal traps focus and returns it to the
 * button on close; closing unmounts the widget, which clears the code and every timer (part 1 §4).
 */
export function DepositModal() {
  const { t } = useLingui()
  const [opened, setOpened] = useAtom(depositModalOpenAtom)
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  const isPhone = useIsPhone()

  // Signing out (or a rejected token) while it is open must not leave it to reopen at the next login.
  useEffect(() => {
    if (!isAuthenticated) setOpened(false)
  }, [isAuthenticated, setOpened])

  const close = () => setOpened(false)
  return (
    <Modal
      opened={opened && isAuthenticated}
      onClose={close}
      title={t`Depósito via PIX`}
      size="md"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t`Fechar` }}
      classNames={{ title: classes.title }}
    >
      <DepositWidget withTitle={false} onDone={close} />
    </Modal>
  )
}
