import { useMemo } from 'react'
import { TextInput } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSettings } from '@/shared/settings.ts'
import { IconSearch } from '@/shared/ui/icons/search.tsx'
import { useActiveLocale } from '../locale.ts'
import { faqQueryOptions } from '../queries.ts'
import { faqTopic, searchFaq } from '../rules/faq-search.ts'
import { documentValues, fillFaq } from '../rules/fill.ts'
import classes from './faq.module.css'

export interface FaqProps {
  search: string
  onSearch: (search: string) => void
  /** Only this category's questions (the support centre's topic); all of them when absent or unknown. */
  topic?: string | undefined
}

/**
 * The searchable FAQ: a search field (accents and case ignored) and the questions by category, each a disclosure
 * (details/summary: a keyboard and screen-reader accordion without script). A search opens the answers it found.
 */
export function Faq({ search, onSearch, topic }: FaqProps) {
  const { t } = useLingui()
  const locale = useActiveLocale()
  const setting = useSettings()
  const raw = useSuspenseQuery(faqQueryOptions(locale)).data
  const faq = useMemo(() => fillFaq(raw, documentValues(setting, locale)), [raw, setting, locale])
  const results = useMemo(() => searchFaq(faqTopic(faq, topic), search), [faq, topic, search])
  const searching = search.trim() !== ''
  const found = results.reduce((count, category) => count + category.entries.length, 0)

  return (
    <div className={classes.root}>
      <TextInput
        type="search"
        label={t`Buscar nas perguntas frequentes`}
        placeholder={t`Ex.: saque, bônus, senha`}
        leftSection={<IconSearch size={18} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        maw={480}
      />
      <p role="status" className={classes.count}>
        {searching ? found > 0 ? <Trans>{found} resposta(s) encontrada(s)</Trans> : null : null}
      </p>
      {results.length === 0 ? (
        <p className={classes.none}>
          <Trans>Nenhuma resposta encontrada para “{search}”. Tente outras palavras ou fale com o suporte.</Trans>
        </p>
      ) : (
        results.map((category) => (
          <section key={category.id} aria-labelledby={`faq-${category.id}`} className={classes.category}>
            <h3 id={`faq-${category.id}`} className={classes.categoryTitle}>
              {category.title}
            </h3>
            {category.entries.map((entry) => (
              // Remounted when a search starts or ends, so found answers open and the rest close again.
              <details key={`${entry.id}-${searching}`} className={classes.entry} open={searching || undefined}>
                <summary className={classes.question}>{entry.question}</summary>
                <p className={classes.answer}>{entry.answer}</p>
              </details>
            ))}
          </section>
        ))
      )}
    </div>
  )
}
