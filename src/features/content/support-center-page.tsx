import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/shared/ui/page.tsx'
import { FaqBoundary } from './components/faq-boundary.tsx'
import { Faq } from './components/faq.tsx'
import { FaqTopics } from './components/faq-topics.tsx'
import { SupportContacts } from './components/support-contacts.tsx'
import classes from './support-center-page.module.css'

export interface SupportCenterPageProps {
  search: string
  onSearch: (search: string) => void
  /** The chosen topic (a FAQ category id); every topic when absent. */
  topic: string | undefined
  onTopic: (topic: string | undefined) => void
}

/**
 * /support-center, the support centre: help by topic (the FAQ's categories), the FAQ's search within the chosen topic,
 * and how to reach the team (support is around the clock). The topics and the FAQ load on their own: the contacts
 * show even when they do not.
 */
export function SupportCenterPage({ search, onSearch, topic, onTopic }: SupportCenterPageProps) {
  const { t } = useLingui()
  return (
    <Page title={t`Central de ajuda`}>
      <p className={classes.intro}>
        <Trans>Escolha um tópico, busque nas perguntas frequentes ou fale com a nossa equipe.</Trans>
      </p>
      <section aria-labelledby="support-center-topics" className={classes.section}>
        <h2 id="support-center-topics" className={classes.heading}>
          <Trans>Como podemos ajudar?</Trans>
        </h2>
        <FaqBoundary>
          <FaqTopics topic={topic} onTopic={onTopic} />
          <Faq search={search} onSearch={onSearch} topic={topic} />
        </FaqBoundary>
      </section>
      <SupportContacts headingId="support-center-contact" />
    </Page>
  )
}
