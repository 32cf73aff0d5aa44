/**
 * A `MediaQueryList` that answers `matches` and never changes: jsdom has no `matchMedia`. The test setup answers
 * every query false; a test that needs a layout (a phone, a laptop) sets `window.matchMedia` to one that answers its
 * queries and puts the setup's back afterwards.
 */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }
}
