import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue } from 'jotai'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { depositModalOpenAtom } from '@/shared/ui-state.ts'
import { DepositWidget } from '@/shared/deposit/deposit-widget.tsx'
import classes from './deposit-modal.module.css'

/**
 * The deposit as a modal, opened by the top bar's `Depósito`. AppModal traps focus and returns it to the button on
 * close; closing unmounts the widget, which clears the code, every timer and the realtime subscription.
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
    <AppModal
      opened={opened && isAuthenticated}
      onClose={close}
      title={t`Depósito via PIX`}
      size="md"
      fullScreen={isPhone}
      classNames={{ title: classes.title }}
    >
      <DepositWidget withTitle={false} onDone={close} />
    </AppModal>
  )
}
