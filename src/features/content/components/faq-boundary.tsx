import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { SectionPending } from '@/shared/ui/page-pending.tsx'
import { QueryBoundary } from '@/shared/ui/query-boundary.tsx'
import { contentTexts } from '../rules/failures.ts'

/**
 * The FAQ's own loading and failure blocks, shared by /support and /support-center: the FAQ loads on its own, so the
 * rest of either page (the contacts) shows even when it does not.
 */
export function FaqBoundary({ children }: { children: ReactNode }) {
  return (
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
      {children}
    </QueryBoundary>
  )
}
