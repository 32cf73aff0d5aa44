import type { Endpoint } from '@/api/define.ts'
import { endpointList } from '@/api/endpoints.ts'
import { apiPathPrefix } from './config.ts'

/**
 * Which contract endpoint a request is: what the dialect server (mocks/dialect/) rewrites and what the proxy
 * (mocks/proxy.ts) checks against, both reading the request as a real server's router would.
 */
export interface EndpointMatch {
  endpoint: Endpoint
  /** Path parameters by name (`:id` → `{ id: "7" }`), decoded. */
  params: Record<string, string>
}

/** `/api/settings/data` → `settings/data`; null for a path outside the API. */
export function apiRelativePath(pathname: string, prefix = apiPathPrefix): string | null {
  if (pathname.startsWith(prefix)) return pathname.slice(prefix.length)
  // `/api` itself (the prefix without its slash) is the API's root.
  if (`${pathname}/` === prefix) return ''
  return null
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The endpoint for a method and a path relative to the API base (`games/single/7`). A trailing slash does not
 * count (`profile/` is `profile`), as Laravel's router reads it; a literal segment wins over a parameter
 * (`casinos/games` before a `casinos/:x`). HEAD is matched as GET.
 */
export function matchEndpoint(
  method: string,
  path: string,
  list: readonly Endpoint[] = endpointList,
): EndpointMatch | null {
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()
  const parts = segments(path.split('?')[0] ?? '')
  let best: { match: EndpointMatch; literals: number } | null = null
  for (const endpoint of list) {
    if (endpoint.method !== wanted) continue
    const pattern = segments(endpoint.path)
    if (pattern.length !== parts.length) continue
    const params: Record<string, string> = {}
    let literals = 0
    let matches = true
    for (const [index, expected] of pattern.entries()) {
      const actual = parts[index] ?? ''
      if (expected.startsWith(':')) {
        const value = decode(actual)
        if (value === null || value === '') {
          matches = false
          break
        }
        params[expected.slice(1)] = value
      } else if (expected === actual) {
        literals++
      } else {
        matches = false
        break
      }
    }
    if (matches && (!best || literals > best.literals)) best = { match: { endpoint, params }, literals }
  }
  return best?.match ?? null
}
