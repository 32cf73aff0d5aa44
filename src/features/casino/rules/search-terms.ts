/** The overlay searches from 2 characters, 8 results, 300 ms after the last key. */
export const OVERLAY_MIN_CHARS = 2
export const OVERLAY_LIMIT = 8
export const SEARCH_DEBOUNCE_MS = 300
/** The search page needs 3 characters of its trimmed, lower-cased term. */
export const SEARCH_PAGE_MIN_CHARS = 3

/** The overlay's term, trimmed, or null while it is too short to ask. */
export function overlayTerm(input: string): string | null {
  const term = input.trim()
  return term.length >= OVERLAY_MIN_CHARS ? term : null
}

/** The search page's term: trimmed and lower-cased, or null (results cleared, the 3-character notice shown). */
export function searchPageTerm(input: string | undefined): string | null {
  const term = (input ?? '').trim().toLowerCase()
  return term.length >= SEARCH_PAGE_MIN_CHARS ? term : null
}
