import { Anchor, Button, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { QRCodeSVG } from 'qrcode.react'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import type { ContactChannel } from '../state.ts'
import classes from './footer.module.css'

const NAMES: Record<ContactChannel, string> = { whatsapp: 'WhatsApp', telegram: 'Telegram' }

/** A QR code of the contact link, drawn locally (no third-party image service), and `Voltar`. */
export function ContactQrModal({
  channel,
  link,
  onClose,
}: {
  channel: ContactChannel
  link: string
  onClose: () => void
}) {
  const { t } = useLingui()
  const name = NAMES[channel]
  return (
    <AppModal opened onClose={onClose} title={name} size="sm">
      <Stack align="center" gap="md">
        <Text ta="center" size="sm">
          <Trans>Aponte a câmera do seu celular para o código e fale com a gente pelo {name}.</Trans>
        </Text>
        <div className={classes.qr}>
          <QRCodeSVG value={link} size={208} marginSize={2} role="img" aria-label={t`Código QR do ${name}`} />
        </div>
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          <Trans>Abrir o {name} neste computador</Trans>
        </Anchor>
        <Button fullWidth variant="default" onClick={onClose}>
          <Trans>Voltar</Trans>
        </Button>
      </Stack>
    </AppModal>
  )
}
