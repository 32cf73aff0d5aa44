import { describe, expect, expectTypeOf, it } from 'vitest'
import * as v from 'valibot'
import { MoneySchema } from './money.ts'
import { PageQuerySchema, paginated, type Paginated } from './pagination.ts'

const ItemSchema = v.object({ id: v.number(), amount: MoneySchema })
const PageSchema = paginated(ItemSchema)

/** What Laravel's `->paginate(2)` serialises for page 2 of 5 items. */
const laravelPage = {
  current_page: 2,
  data: [
    { id: 3, amount: '10.50' },
    { id: 4, amount: 7 },
  ],
  first_page_url: 'http://localhost/api/wallet/deposit?page=1',
  from: 3,
  last_page: 3,
  last_page_url: 'http://localhost/api/wallet/deposit?page=3',
  links: [
    { url: 'http://localhost/api/wallet/deposit?page=1', label: '&laquo; Previous', active: false },
    { url: 'http://localhost/api/wallet/deposit?page=1', label: '1', active: false },
    { url: 'http://localhost/api/wallet/deposit?page=2', label: '2', active: true },
    { url: 'http://localhost/api/wallet/deposit?page=3', label: '3', active: false },
    { url: 'http://localhost/api/wallet/deposit?page=3', label: 'Next &raquo;', active: false },
  ],
  next_page_url: 'http://localhost/api/wallet/deposit?page=3',
  path: 'http://localhost/api/wallet/deposit',
  per_page: '2',
  prev_page_url: 'http://localhost/api/wallet/deposit?page=1',
  to: 4,
  total: 5,
}

describe('paginated()', () => {
  it("reads Laravel's length-aware paginator, items parsed by their own schema", () => {
    const page = v.parse(PageSchema, laravelPage)
    expect(page.data).toEqual([
      { id: 3, amount: 1050 },
      { id: 4, amount: 700 },
    ])
    expect(page).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 5, from: 3, to: 4 })
    expect(page.links[2]).toEqual({ url: 'http://localhost/api/wallet/deposit?page=2', label: '2', active: true })
    expectTypeOf(page).toEqualTypeOf<Paginated<v.InferOutput<typeof ItemSchema>>>()
  })

  it('accepts an empty page (from/to null) and a minimal hand-written paginator', () => {
    const empty = v.parse(PageSchema, {
      ...laravelPage,
      data: [],
      from: null,
      to: null,
      total: 0,
      current_page: 1,
      last_page: 1,
    })
    expect(empty).toMatchObject({ data: [], from: null, to: null })
    const minimal = v.parse(PageSchema, {
      current_page: 1,
      data: [],
      last_page: 1,
      per_page: 12,
      total: 0,
      next_page_url: null,
      prev_page_url: null,
    })
    expect(minimal).toMatchObject({ links: [], from: null, to: null, path: null, first_page_url: null })
  })

  it('rejects a page without the fields the app relies on, or with a broken item', () => {
    const { total: _total, ...withoutTotal } = laravelPage
    expect(v.safeParse(PageSchema, withoutTotal).success).toBe(false)
    expect(v.safeParse(PageSchema, { ...laravelPage, data: [{ id: 1, amount: 'dez' }] }).success).toBe(false)
    expect(v.safeParse(PageSchema, { ...laravelPage, data: null }).success).toBe(false)
    expect(v.safeParse(PageSchema, laravelPage.data).success).toBe(false)
  })
})

describe('PageQuerySchema', () => {
  it('takes page numbers from the app (numbers) and from a URL (text)', () => {
    expect(v.parse(PageQuerySchema, 3)).toBe(3)
    expect(v.parse(PageQuerySchema, '12')).toBe(12)
    for (const bad of [0, -1, 1.5, '0', '01', 'a', '']) expect(v.safeParse(PageQuerySchema, bad).success).toBe(false)
  })
})
