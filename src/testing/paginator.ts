/**
 * One page of a Laravel length-aware paginator as the backend sends it (the wire shape), for the answers tests and
 * stories give: `{ games: paginatorPage(games, { perPage: 8 }) }`. The links are there only when such a page exists,
 * as the paginator's are.
 */
export function paginatorPage<T>(data: readonly T[], { page = 1, perPage = 12, total = data.length } = {}) {
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null
  return {
    current_page: page,
    data: [...data],
    first_page_url: null,
    from,
    last_page: lastPage,
    last_page_url: null,
    links: [],
    next_page_url: page < lastPage ? `?page=${page + 1}` : null,
    path: null,
    per_page: perPage,
    prev_page_url: page > 1 ? `?page=${page - 1}` : null,
    to: from === null ? null : from + data.length - 1,
    total,
  }
}
