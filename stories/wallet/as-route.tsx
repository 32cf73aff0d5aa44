import type { ReactNode } from 'react'
import type { FailureTexts, Notice } from '@/shared/notices.ts'
import { PagePending } from '@/shared/ui/page-pending.tsx'
import { QueryBoundary } from '@/shared/ui/query-boundary.tsx'
import { RouteErrorView } from '@/shared/ui/route-error-view.tsx'

/**
 * A wallet page as its route shows it: the route's pending view while the page's data loads (the story's router has
 * no loader) and the route's error view, with its toasts, when it fails.
 */
export function AsRoute({ pending, texts, children }: { pending?: Notice; texts: FailureTexts; children: ReactNode }) {
  return (
    <QueryBoundary
      pending={<PagePending label={pending} />}
      failure={({ error, retry }) => <RouteErrorView error={error} reset={retry} texts={texts} toasts />}
    >
      {children}
    </QueryBoundary>
  )
}
