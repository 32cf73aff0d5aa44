/**
 * The history's page list (part 2 §9: "History pagination shows when total exceeds per_page"). Laravel's paginator
 * gives the numbers; this picks which page buttons to draw: the first, the last, the current one and its
 * neighbours, with a gap marker where pages are skipped, so a long history never overflows a phone.
 */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

export interface PaginatorNumbers {
  current_page: number
  last_page: number
  per_page: number
  total: number
}

export function showPagination(page: PaginatorNumbers): boolean {
  return page.total > page.per_page
}

export function pageItems(current: number, last: number, siblings = 1): PageItem[] {
  if (last < 1) return []
  const active = Math.min(Math.max(1, current), last)
  const shown = new Set<number>([1, last])
  for (let page = active - siblings; page <= active + siblings; page++) {
    if (page >= 1 && page <= last) shown.add(page)
  }
  const pages = [...shown].sort((a, b) => a - b)
  const items: PageItem[] = []
  pages.forEach((page, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && page - previous === 2) items.push({ kind: 'page', page: previous + 1 })
    else if (previous !== undefined && page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` })
    items.push({ kind: 'page', page })
  })
  return items
}
