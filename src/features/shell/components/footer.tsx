import { lazy, Suspense, type ReactNode } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { Link } from '@tanstack/react-router'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { useSettings } from '@/shared/settings.ts'
import { IconAdultsOnly } from '@/shared/ui/icons/adults-only.tsx'
import { IconPix } from '@/shared/ui/icons/pix.tsx'
import { IconShieldLock } from '@/shared/ui/icons/shield-lock.tsx'
import { IconTelegram } from '@/shared/ui/icons/telegram.tsx'
import { IconWhatsapp } from '@/shared/ui/icons/whatsapp.tsx'
import { contactLink } from '@/shared/contact-links.ts'
import { contactQrAtom, type ContactChannel } from '../state.ts'
import classes from './footer.module.css'

// The QR modal and its encoder load only when a player asks for a code.
const ContactQrModal = lazy(() => import('./contact-qr-modal.tsx').then((m) => ({ default: m.ContactQrModal })))

/**
 * Secure-site and 18+ badges, WhatsApp and Telegram (the link itself on phones, a QR code on
 * desktop), the PIX mark, the operator's identification (composed by the root route: the shell knows no other
 * feature), the copyright, the responsible-gaming notice and its page.
 */
export function Footer({ operator }: { operator?: ReactNode }) {
  const { t } = useLingui()
  const setting = useSettings()
  const [openQr, setOpenQr] = useAtom(contactQrAtom)
  const year = new Date().getFullYear()
  const name = setting.software_name
  const links: Record<ContactChannel, string | null> = {
    whatsapp: contactLink('whatsapp', setting.whatsapp),
    telegram: contactLink('telegram', setting.telegram),
  }
  const openLink = openQr ? links[openQr] : null

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.row}>
          <ul className={classes.badges} aria-label={t`Selos de segurança`}>
            <li className={classes.badge}>
              <IconShieldLock size={22} />
              <span>
                <Trans>Site seguro (SSL)</Trans>
              </span>
            </li>
            <li className={classes.badge}>
              <IconAdultsOnly size={22} />
              <span>
                <Trans>Proibido para menores de 18 anos</Trans>
              </span>
            </li>
          </ul>
          <div className={classes.badge}>
            <IconPix size={26} />
            <span>
              <Trans>Pagamentos via PIX</Trans>
            </span>
          </div>
        </div>

        {links.whatsapp || links.telegram ? (
          <div className={classes.contact}>
            <Text size="sm" fw={600}>
              <Trans>Fale com a gente</Trans>
            </Text>
            <Group gap="xs">
              {links.whatsapp ? <ContactButton channel="whatsapp" href={links.whatsapp} onShowQr={setOpenQr} /> : null}
              {links.telegram ? <ContactButton channel="telegram" href={links.telegram} onShowQr={setOpenQr} /> : null}
            </Group>
          </div>
        ) : null}

        {operator}

        <div className={classes.legal}>
          <Text size="sm" fw={600}>
            <Trans>Jogue com responsabilidade. Jogo para maiores de 18 anos.</Trans>
          </Text>
          <Text size="sm">
            <Link to="/jogo-responsavel" className={classes.link}>
              <Trans>Jogo responsável: riscos, ajuda e ferramentas</Trans>
            </Link>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>
              © {year} {name}. Todos os direitos reservados.
            </Trans>
          </Text>
        </div>
      </div>
      {openQr && openLink ? (
        <Suspense fallback={null}>
          <ContactQrModal channel={openQr} link={openLink} onClose={() => setOpenQr(null)} />
        </Suspense>
      ) : null}
    </footer>
  )
}

const CHANNEL_NAMES: Record<ContactChannel, string> = { whatsapp: 'WhatsApp', telegram: 'Telegram' }

function ContactButton({
  channel,
  href,
  onShowQr,
}: {
  channel: ContactChannel
  href: string
  onShowQr: (channel: ContactChannel) => void
}) {
  const isPhone = useIsPhone()
  const Icon = channel === 'whatsapp' ? IconWhatsapp : IconTelegram
  const common = {
    variant: 'light',
    color: channel === 'whatsapp' ? 'jogada' : 'blue',
    leftSection: <Icon size={18} />,
  } as const
  // On a phone the app itself opens; on a desktop a QR code lets the player continue on the phone.
  return isPhone ? (
    <Button {...common} component="a" href={href} target="_blank" rel="noopener noreferrer">
      {CHANNEL_NAMES[channel]}
    </Button>
  ) : (
    <Button {...common} onClick={() => onShowQr(channel)} aria-haspopup="dialog">
      {CHANNEL_NAMES[channel]}
    </Button>
  )
}
