/**
 * Stands in for `tldts` in the demo build (vite.config.ts aliases it there). MSW keeps the page's cookies in a
 * tough-cookie jar, which asks tldts for a host's registrable domain; tldts answers from the whole public suffix list,
 * about 250 KB of the mock's code, on a download every visitor of the demo waits for. The mock only ever sees the
 * demo's own host, and it sets no cookies (sessions are bearer tokens), so the last two labels of a name are enough:
 * IP addresses and single labels (localhost) have none, as tldts says. (Under a public suffix of more than one label,
 * such as a Netlify preview's `netlify.app`, it answers the last two labels where tldts answers three: that only
 * matters to cookies set on a parent domain, which nothing here sets.)
 */
export function getDomain(hostname: string | null | undefined): string | null {
  if (!hostname) return null
  const name = hostname.replace(/\.$/, '').toLowerCase()
  if (name.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return null
  const labels = name.split('.')
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}
