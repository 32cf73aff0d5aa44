import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/shared/ui/page.tsx'
import { FaqBoundary } from './components/faq-boundary.tsx'
import { Faq, type FaqProps } from './components/faq.tsx'
import { SupportContacts } from './components/support-contacts.tsx'
import classes from './support-page.module.css'

/**
 * /support: how to reach the team (WhatsApp, Telegram and e-mail from the settings, around the clock) and the
 * searchable FAQ, which loads on its own: the contacts show even when it does not.
 */
export function SupportPage(props: FaqProps) {
  const { t } = useLingui()
  return (
    <Page title={t`Suporte`}>
      <SupportContacts headingId="support-contact" />
      <section aria-labelledby="support-faq" className={classes.faq}>
        <h2 id="support-faq" className={classes.heading}>
          <Trans>Perguntas frequentes</Trans>
        </h2>
        <FaqBoundary>
          <Faq {...props} />
        </FaqBoundary>
      </section>
    </Page>
  )
}
