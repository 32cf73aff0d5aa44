import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { usePagination } from '@mantine/hooks'
import type { Paginated } from '@/api/pagination.ts'
import { IconChevronLeft, IconChevronRight } from '../icons.tsx'
import classes from './history-pagination.module.css'

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
 * One table's pages, shown only when the total exceeds a page. They are links that change only the table's own
 * search parameter (?saques= or ?depositos=), so the two tables page independently and the browser's back button
 * walks the pages. Which numbers to draw is Mantine's usePagination (the first, the last, the current one and its
 * neighbours, dots where pages are skipped), so a long history never overflows a phone. Previous and Next follow
 * the paginator's links: disabled when it gives none.
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
  const current = page.current_page
  const { range } = usePagination({ total: page.last_page, page: current, siblings: 1, boundaries: 1 })
  if (page.total <= page.per_page) return null
  const target = (number: number): HistoryPages => ({ ...pages, [param]: number })
  return (
    <nav aria-label={label} className={classes.pagination}>
      <ul>
        <li>
          <StepLink to={page.prev_page_url && current > 1 ? target(current - 1) : null} name={t`Página anterior`}>
            <IconChevronLeft size={18} />
          </StepLink>
        </li>
        {range.map((item, index) =>
          item === 'dots' ? (
            <li key={`dots-${index}`} aria-hidden="true" className={classes.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <PageLink number={item} current={item === current} search={target(item)} />
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
