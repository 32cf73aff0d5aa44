import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { pageItems, showPagination } from './pagination.ts'

const labels = (current: number, last: number) =>
  pageItems(current, last).map((item) => (item.kind === 'page' ? String(item.page) : '…'))

describe('history pagination', () => {
  it('shows only when total exceeds per_page', () => {
    expect(showPagination({ current_page: 1, last_page: 1, per_page: 10, total: 10 })).toBe(false)
    expect(showPagination({ current_page: 1, last_page: 2, per_page: 10, total: 11 })).toBe(true)
    expect(showPagination({ current_page: 1, last_page: 1, per_page: 10, total: 0 })).toBe(false)
  })

  it('first, last, current and neighbours, gaps where pages are skipped', () => {
    expect(labels(1, 1)).toEqual(['1'])
    expect(labels(1, 3)).toEqual(['1', '2', '3'])
    expect(labels(5, 10)).toEqual(['1', '…', '4', '5', '6', '…', '10'])
    expect(labels(1, 10)).toEqual(['1', '2', '…', '10'])
    // A gap of a single page shows that page instead of a marker.
    expect(labels(4, 10)).toEqual(['1', '2', '3', '4', '5', '…', '10'])
    expect(labels(99, 4)).toEqual(['1', '2', '3', '4'])
    expect(labels(1, 0)).toEqual([])
  })

  it('property: ascending, unique, includes first, last and current, at most 7 items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const last = Math.max(a, b)
        const current = Math.min(a, b)
        const pages = pageItems(current, last).flatMap((item) => (item.kind === 'page' ? [item.page] : []))
        expect(pages).toEqual([...new Set(pages)].sort((x, y) => x - y))
        expect(pages).toContain(1)
        expect(pages).toContain(last)
        expect(pages).toContain(current)
        expect(pageItems(current, last).length).toBeLessThanOrEqual(7)
      }),
    )
  })
})
