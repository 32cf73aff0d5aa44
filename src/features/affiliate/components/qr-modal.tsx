import { useRef, useState } from 'react'
import { Button, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { QRCodeCanvas } from 'qrcode.react'
import { useToast } from '@/shared/toast.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { qrFileName } from '../rules/affiliate.ts'
import { affiliateTexts } from '../rules/failures.ts'
import { downloadQrPng } from '../rules/qr-download.ts'
import classes from '../affiliate-page.module.css'

export interface QrModalProps {
  opened: boolean
  onClose: () => void
  code: string
  url: string
  /** Where the PNG comes from; tests replace it. Default: the canvas the modal draws. */
  download?: typeof downloadQrPng
}

/**
 * The referral link as a QR code, drawn on a canvas in the browser, and its PNG download made from the same pixels:
 * 'QR Code baixado com sucesso', or one of the two download errors.
 */
export function QrModal({ opened, onClose, code, url, download = downloadQrPng }: QrModalProps) {
  const { t } = useLingui()
  return (
    <AppModal opened={opened} onClose={onClose} title={t`QR Code do seu link`} size="sm">
      <QrContent code={code} url={url} download={download} />
    </AppModal>
  )
}

function QrContent({ code, url, download }: { code: string; url: string; download: typeof downloadQrPng }) {
  const { t } = useLingui()
  const toast = useToast()
  const canvas = useRef<HTMLCanvasElement>(null)
  const [saving, setSaving] = useState(false)
  const save = async () => {
    setSaving(true)
    try {
      const result = await download(canvas.current, qrFileName(code))
      if (result === 'downloaded') toast.success(affiliateTexts.qrDownloaded)
      else toast.error(result === 'missing' ? affiliateTexts.qrMissing : affiliateTexts.qrFailed)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Stack align="center" gap="md">
      <Text ta="center" size="sm">
        <Trans>Quem escanear este código abre o seu link de indicação.</Trans>
      </Text>
      <div className={classes.qr}>
        <QRCodeCanvas
          ref={canvas}
          value={url}
          size={240}
          marginSize={2}
          role="img"
          aria-label={t`QR Code do link de indicação`}
        />
      </div>
      <Button fullWidth onClick={() => void save()} loading={saving}>
        <Trans>Baixar QR Code</Trans>
      </Button>
    </Stack>
  )
}
