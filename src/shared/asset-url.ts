/**
 * The backend serves uploaded files under /storage/{path} and sends bare paths such as
 * `uploads/logo.png`; absolute paths, full URLs and data URLs pass through unchanged.
 */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|\/)/i.test(path)) return path
  return `/storage/${path.replace(/^storage\//, '')}`
}
