import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { contactLink } from '@/shared/contact-links.ts'
import { useSettings } from '@/shared/settings.ts'
import { IconHeadset } from '@/shared/ui/icons/headset.tsx'
import { IconTelegram } from '@/shared/ui/icons/telegram.tsx'
import { IconWhatsapp } from '@/shared/ui/icons/whatsapp.tsx'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { SectionPending } from '@/shared/ui/page-pending.tsx'
import { Page } from '@/shared/ui/page.tsx'
import { QueryBoundary } from '@/shared/ui/query-boundary.tsx'
import { Faq, type FaqProps } from './components/faq.tsx'
import { contentTexts } from './rules/failures.ts'
import classes from './support-page.module.css'

/**
 * /support: how to reach the team (WhatsApp, Telegram and e-mail from the settings, around the clock) and the
 * searchable FAQ, which loads on its own: the contacts show even when it does not.
 */
export function SupportPage(props: FaqProps) {
  const { t } = useLingui()
  const setting = useSettings()
  const whatsapp = contactLink('whatsapp', setting.whatsapp)
  const telegram = contactLink('telegram', setting.telegram)
  const email = setting.support_email?.trim() || null
  return (
    <Page title={t`Suporte`}>
      <section aria-labelledby="support-contact" className={classes.contact}>
        <h2 id="support-contact" className={classes.heading}>
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
      <section aria-labelledby="support-faq" className={classes.faq}>
        <h2 id="support-faq" className={classes.heading}>
          <Trans>Perguntas frequentes</Trans>
        </h2>
        <QueryBoundary
          pending={
            <SectionPending>
              <Trans>Carregando perguntas frequentes…</Trans>
            </SectionPending>
          }
          failure={({ error, retry }) => (
            <LoadFailure layout="section" message={contentTexts.faqLoad} error={error} onRetry={retry} />
          )}
        >
          <Faq {...props} />
        </QueryBoundary>
      </section>
    </Page>
  )
}
