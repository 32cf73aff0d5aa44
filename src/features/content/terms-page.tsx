import { useMemo } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSettings } from '@/shared/settings.ts'
import { prebetBonusesAllowed } from '@/shared/welcome-bonus.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { SectionPending } from '@/shared/ui/page-pending.tsx'
import { Page } from '@/shared/ui/page.tsx'
import { QueryBoundary } from '@/shared/ui/query-boundary.tsx'
import { DocumentView } from './components/document-view.tsx'
import type { LegalDocumentName } from './documents/types.ts'
import { useActiveLocale } from './locale.ts'
import { legalDocumentQueryOptions } from './queries.ts'
import { contentTexts } from './rules/failures.ts'
import { documentValues, fillDocument } from './rules/fill.ts'
import classes from './terms-page.module.css'

/** Each document's page title (its address is /terms/<name>). */
export const LEGAL_PAGES = {
  service: { title: msg`Termos de serviço` },
  'privacy-policy': { title: msg`Política de privacidade` },
  bonus: { title: msg`Termos de bônus` },
  'bonus-welcome': { title: msg`Bônus de boas-vindas` },
  'conditions-reference': { title: msg`Condições de referência` },
} as const satisfies Record<LegalDocumentName, { title: MessageDescriptor }>

/** The document in the active language, the settings' figures filled in. */
function LegalText({ name }: { name: LegalDocumentName }) {
  const locale = useActiveLocale()
  const setting = useSettings()
  const raw = useSuspenseQuery(legalDocumentQueryOptions(name, locale)).data
  const document = useMemo(() => fillDocument(raw, documentValues(setting, locale)), [raw, setting, locale])
  return <DocumentView document={document} />
}

/**
 * One of the five terms pages: the document in the active language with the settings' figures filled in, its table of
 * contents, and links to the other documents.
 */
export function TermsPage({ name }: { name: LegalDocumentName }) {
  const { i18n, t } = useLingui()
  // While bonuses before a bet are off, no page points at the welcome bonus's terms (its address still answers).
  const welcomeBonusOffered = prebetBonusesAllowed(useSettings())
  const others = (Object.keys(LEGAL_PAGES) as LegalDocumentName[]).filter(
    (other) => other !== name && (welcomeBonusOffered || other !== 'bonus-welcome'),
  )
  return (
    <Page title={i18n._(LEGAL_PAGES[name].title)}>
      {/* The document is its own download: the title shows at once, the text when it arrives. */}
      <QueryBoundary
        pending={
          <SectionPending>
            <Trans>Carregando documento…</Trans>
          </SectionPending>
        }
        failure={({ error, retry }) => (
          <LoadFailure layout="section" message={contentTexts.documentLoad} error={error} onRetry={retry} />
        )}
      >
        <LegalText name={name} />
      </QueryBoundary>
      <nav aria-label={t`Outros documentos`} className={classes.others}>
        <h2 className={classes.othersTitle}>
          <Trans>Outros documentos</Trans>
        </h2>
        <ul className={classes.othersList}>
          {others.map((other) => (
            <li key={other}>
              <Link to="/terms/$name" params={{ name: other }} className={classes.otherLink}>
                {i18n._(LEGAL_PAGES[other].title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  )
}
