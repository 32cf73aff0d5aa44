/**
 * The mock's notion of a client, for the rules a real backend keys on the caller's address (one spin per visitor
 * session, login throttling): Laravel reads `$request->ip()` behind its trusted proxies. Every request the mock sees
 * comes from the visitor's own machine (the service worker in their browser, or `mock:server` on loopback), so the
 * mock has one client. A header naming an address is never read: any caller can write one, and a rule keyed on it
 * is a rule the caller switches off (mocks/README.md).
 */
export const LOCAL_CLIENT = 'local'

export function clientOf(request: Request): string {
  void request
  return LOCAL_CLIENT
}
