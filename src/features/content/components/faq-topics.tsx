import { useMemo } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSettings } from '@/shared/settings.ts'
import { useActiveLocale } from '../locale.ts'
import { faqQueryOptions } from '../queries.ts'
import { documentValues, fillFaq } from '../rules/fill.ts'
import classes from '../support-center-page.module.css'

export interface FaqTopicsProps {
  /** The chosen topic (a FAQ category id), or none: every topic. */
  topic: string | undefined
  onTopic: (topic: string | undefined) => void
}

/** The support centre's topics: one toggle per FAQ category with its number of questions, and `Todos os tópicos`. */
export function FaqTopics({ topic, onTopic }: FaqTopicsProps) {
  const { t } = useLingui()
  const locale = useActiveLocale()
  const setting = useSettings()
  const raw = useSuspenseQuery(faqQueryOptions(locale)).data
  const faq = useMemo(() => fillFaq(raw, documentValues(setting, locale)), [raw, setting, locale])
  const current = faq.categories.some((category) => category.id === topic) ? topic : undefined
  return (
    <div role="group" aria-label={t`Tópicos de ajuda`} className={classes.topics}>
      <button
        type="button"
        className={classes.topic}
        aria-pressed={current === undefined}
        onClick={() => onTopic(undefined)}
      >
        <span className={classes.topicTitle}>
          <Trans>Todos os tópicos</Trans>
        </span>
      </button>
      {faq.categories.map((category) => {
        const count = category.entries.length
        return (
          <button
            key={category.id}
            type="button"
            className={classes.topic}
            aria-pressed={current === category.id}
            onClick={() => onTopic(category.id)}
          >
            <span className={classes.topicTitle}>{category.title}</span>{' '}
            <span className={classes.topicCount}>
              <Plural value={count} one="# pergunta" other="# perguntas" />
            </span>
          </button>
        )
      })}
    </div>
  )
}
