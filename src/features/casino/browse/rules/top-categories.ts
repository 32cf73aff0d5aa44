/** The casino home puts at most 5 categories on top, in the order the backend lists them. */
export const TOP_CATEGORIES = 5

export function splitTopCategories<T>(categories: readonly T[]): { top: T[]; rest: T[] } {
  return { top: categories.slice(0, TOP_CATEGORIES), rest: categories.slice(TOP_CATEGORIES) }
}
