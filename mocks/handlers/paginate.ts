import type { PaginatorLink } from '@/api/pagination.ts'

/** Laravel's pt_BR pagination strings (lang/pt_BR/pagination.php), entities and all, as `->paginate()` sends them. */
export const PREVIOUS_LABEL = '&laquo; Anterior'
export const NEXT_LABEL = 'Próximo &raquo;'

export interface LaravelPage<T> {
  current_page: number
  data: T[]
  first_page_url: string
  from: number | null
  last_page: number
  last_page_url: string
  links: PaginatorLink[]
  next_page_url: string | null
  path: string
  per_page: number
  prev_page_url: string | null
  to: number | null
  total: number
}

/**
 * The page numbers Laravel's UrlWindow lists (onEachSide 3): every page when there are fewer than 14, otherwise
 * the start, a window around the current page and the end, with '...' in the gaps.
 */
export function pageWindow(current: number, last: number, onEachSide = 3): Array<number | '...'> {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
  if (last < onEachSide * 2 + 8) return range(1, last)
  const window = onEachSide + 4
  if (current <= window) return [...range(1, window + onEachSide), '...', last - 1, last]
  if (current > last - window) return [1, 2, '...', ...range(last - (window + (onEachSide - 1)), last)]
  return [1, 2, '...', ...range(current - onEachSide, current + onEachSide), '...', last - 1, last]
}

/**
 * `$query->paginate($perPage)` for rows already in order: the page's rows and the length-aware paginator's
 * fields, URLs built on the request's own URL (so they point where the app called). A page past the end is empty.
 */
export function paginate<T>(rows: readonly T[], page: number, perPage: number, requestUrl: string): LaravelPage<T> {
  const url = new URL(requestUrl)
  const path = `${url.origin}${url.pathname}`
  const pageUrl = (n: number) => `${path}?page=${n}`
  const total = rows.length
  const last = Math.max(1, Math.ceil(total / perPage))
  const current = Math.max(1, Math.trunc(page))
  const start = (current - 1) * perPage
  const data = rows.slice(start, start + perPage)
  const links: PaginatorLink[] = [
    { url: current > 1 ? pageUrl(current - 1) : null, label: PREVIOUS_LABEL, active: false },
    ...pageWindow(current, last).map((n) =>
      n === '...' ? { url: null, label: '...', active: false } : { url: pageUrl(n), label: String(n), active: n === current },
    ),
    { url: current < last ? pageUrl(current + 1) : null, label: NEXT_LABEL, active: false },
  ]
  return {
    current_page: current,
    data,
    first_page_url: pageUrl(1),
    from: data.length > 0 ? start + 1 : null,
    last_page: last,
    last_page_url: pageUrl(last),
    links,
    next_page_url: current < last ? pageUrl(current + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: current > 1 ? pageUrl(current - 1) : null,
    to: data.length > 0 ? start + data.length : null,
    total,
  }
}
