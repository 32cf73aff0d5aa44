import { Button } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { contactLink } from '@/shared/contact-links.ts'
import { useSettings } from '@/shared/settings.ts'
import { IconHeadset } from '@/shared/ui/icons/headset.tsx'
import { IconTelegram } from '@/shared/ui/icons/telegram.tsx'
import { IconWhatsapp } from '@/shared/ui/icons/whatsapp.tsx'
import classes from '../support-page.module.css'

/**
 * How to reach the team: WhatsApp, Telegram and e-mail from the settings (each only when set), around the clock. The
 * support page and the support centre show it alike.
 */
export function SupportContacts({ headingId }: { headingId: string }) {
  const setting = useSettings()
  const whatsapp = contactLink('whatsapp', setting.whatsapp)
  const telegram = contactLink('telegram', setting.telegram)
  const email = setting.support_email?.trim() || null
  return (
    <section aria-labelledby={headingId} className={classes.contact}>
      <h2 id={headingId} className={classes.heading}>
        <IconHeadset size={22} /> <Trans>Fale conosco</Trans>
      </h2>
      <p className={classes.hours}>
        <Trans>Atendimento 24 horas por dia, 7 dias por semana.</Trans>
      </p>
      <div className={classes.channels}>
        {whatsapp ? (
          <Button
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconWhatsapp size={18} />}
          >
            WhatsApp
          </Button>
        ) : null}
        {telegram ? (
          <Button
            component="a"
            href={telegram}
            target="_blank"
            rel="noopener noreferrer"
            color="blue"
            leftSection={<IconTelegram size={18} />}
          >
            Telegram
          </Button>
        ) : null}
        {email ? (
          <Button component="a" href={`mailto:${email}`} variant="light">
            <Trans>E-mail: {email}</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  )
}
