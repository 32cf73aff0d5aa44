import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Paginated } from '@/api/pagination.ts'
import { IconChevronLeft, IconChevronRight } from '../icons.tsx'
import { pageItems, showPagination } from '../rules/pagination.ts'
import classes from './transactions.module.css'

/** The history's search parameters: each table's page. */
export interface HistoryPages {
  saques: number
  depositos: number
}

type PageNumbers = Pick<
  Paginated<unknown>,
  'current_page' | 'last_page' | 'per_page' | 'total' | 'prev_page_url' | 'next_page_url'
>

/**
 * One table's pages, as links that change only its own search parameter (?saques= or ?depositos=), so the two
 * tables page independently and the browser's back button walks the pages. Shown only when total > per_page.
 * Previous and Next follow the paginator's links: disabled when it gives none.
 */
export function HistoryPagination({
  page,
  param,
  pages,
  label,
}: {
  page: PageNumbers
  param: keyof HistoryPages
  pages: HistoryPages
  label: string
}) {
  const { t } = useLingui()
  if (!showPagination(page)) return null
  const current = page.current_page
  const target = (number: number): HistoryPages => ({ ...pages, [param]: number })
  return (
    <nav aria-label={label} className={classes.pagination}>
      <ul>
        <li>
          <StepLink to={page.prev_page_url && current > 1 ? target(current - 1) : null} name={t`Página anterior`}>
            <IconChevronLeft size={18} />
          </StepLink>
        </li>
        {pageItems(current, page.last_page).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className={classes.gap}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <PageLink number={item.page} current={item.page === current} search={target(item.page)} />
            </li>
          ),
        )}
        <li>
          <StepLink
            to={page.next_page_url && current < page.last_page ? target(current + 1) : null}
            name={t`Próxima página`}
          >
            <IconChevronRight size={18} />
          </StepLink>
        </li>
      </ul>
    </nav>
  )
}

function PageLink({ number, current, search }: { number: number; current: boolean; search: HistoryPages }) {
  const { t } = useLingui()
  const name = t`Página ${number}`
  if (current) {
    return (
      <span className={classes.pageLink} aria-current="page" aria-label={name}>
        {number}
      </span>
    )
  }
  return (
    <Link to="/profile/transactions" search={search} resetScroll={false} className={classes.pageLink} aria-label={name}>
      {number}
    </Link>
  )
}

/** Previous or Next: a link, or a disabled one (no href) when the paginator has no such page. */
function StepLink({ to, name, children }: { to: HistoryPages | null; name: string; children: ReactNode }) {
  if (!to) {
    return (
      // No href: nothing to follow. The explicit role keeps it a (disabled) link for assistive technology.
      <a className={classes.pageLink} role="link" aria-disabled="true" aria-label={name}>
        {children}
      </a>
    )
  }
  return (
    <Link to="/profile/transactions" search={to} resetScroll={false} className={classes.pageLink} aria-label={name}>
      {children}
    </Link>
  )
}
