import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { usePagination } from '@mantine/hooks'
import type { Paginated } from '@/api/pagination.ts'
import { IconChevronLeft } from './icons/chevron-left.tsx'
import { IconChevronRight } from './icons/chevron-right.tsx'
import classes from './page-links.module.css'

/** What the pages need of a Laravel paginator's answer. */
export type PageNumbers = Pick<
  Paginated<unknown>,
  'current_page' | 'last_page' | 'per_page' | 'total' | 'prev_page_url' | 'next_page_url'
>

/** The search of the current address that shows page `number` (every other parameter kept as it is). */
export type PageSearchFor = (number: number) => Record<string, unknown>

export interface PageLinksProps {
  page: PageNumbers
  /** Names the navigation landmark ("Páginas de saques"): a page may have two. */
  label: string
  /** The search of each page's link; the path stays the current one. */
  searchFor: PageSearchFor
}

/**
 * The one pagination of the app, shown only when the total exceeds a page. Pages are links to the same address with
 * another search (the wallet history's ?saques=, the listing's ?page= next to its filters), so a page can be shared
 * or opened in a new tab, and the browser's back button walks the pages. Which numbers to draw is Mantine's
 * usePagination (the first, the last, the current one and its neighbours, dots where pages are skipped), so a long
 * list never overflows a phone. Previous and Next follow the paginator's links: disabled when it gives none.
 */
export function PageLinks({ page, label, searchFor }: PageLinksProps) {
  const { t } = useLingui()
  const current = page.current_page
  const { range } = usePagination({ total: page.last_page, page: current, siblings: 1, boundaries: 1 })
  if (page.total <= page.per_page) return null
  return (
    <nav aria-label={label} className={classes.pagination}>
      <ul>
        <li>
          <StepLink
            search={page.prev_page_url && current > 1 ? searchFor(current - 1) : null}
            name={t`Página anterior`}
          >
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
              <PageLink number={item} current={item === current} search={searchFor(item)} />
            </li>
          ),
        )}
        <li>
          <StepLink
            search={page.next_page_url && current < page.last_page ? searchFor(current + 1) : null}
            name={t`Próxima página`}
          >
            <IconChevronRight size={18} />
          </StepLink>
        </li>
      </ul>
    </nav>
  )
}

function PageLink({ number, current, search }: { number: number; current: boolean; search: Record<string, unknown> }) {
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
    <Link to="." search={search} resetScroll={false} className={classes.pageLink} aria-label={name}>
      {number}
    </Link>
  )
}

/** Previous or Next: a link, or a disabled one (no href) when the paginator has no such page. */
function StepLink({
  search,
  name,
  children,
}: {
  search: Record<string, unknown> | null
  name: string
  children: ReactNode
}) {
  if (!search) {
    return (
      // No href: nothing to follow. The explicit role keeps it a (disabled) link for assistive technology.
      <a className={classes.pageLink} role="link" aria-disabled="true" aria-label={name}>
        {children}
      </a>
    )
  }
  return (
    <Link to="." search={search} resetScroll={false} className={classes.pageLink} aria-label={name}>
      {children}
    </Link>
  )
}
