import { Modal, type ModalProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/**
 * Every modal of the app: Mantine's Modal (focus trapped, returned to the opener on close, Escape closes) with its
 * close button named in the player's language (axe fails an unnamed button). Screens pass what differs.
 */
export function AppModal({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useLingui()
  return <Modal {...props} closeButtonProps={{ 'aria-label': t`Fechar`, ...closeButtonProps }} />
}
