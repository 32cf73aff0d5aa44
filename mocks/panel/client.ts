import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import { resolveBaseUrl } from '@/api/client.ts'
import { runtimeConfig } from '@/api/runtime-config.ts'
import type { PanelActionName, PanelArgs, PanelResult } from './actions.ts'

/**
 * The demo panel's page side of its HTTP line: sections reach the mock only through these (eslint.config.js keeps
 * every `*-section.tsx` off the mock's runtime modules), so the panel works the same whether the mock runs on the page
 * (Storybook, msw/node in Vitest), in the service worker (the demo) or in mock:server
 * (docs/decisions/056-demo-panel-over-http.md).
 */

/** How often an open panel reads the mock again: what the app, the ticker or another tab changed shows this soon. */
export const PANEL_REFETCH_MS = 1500

/** A refused panel call: the hook's status and words. */
export class PanelCallError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.name = 'PanelCallError'
    this.status = status
  }
}

/** `/__mock/panel/<action>` at the API's origin: the page's in the demo, the mock server's under mock:server. */
function panelUrl(action: string): string {
  return new URL(`/__mock/panel/${encodeURIComponent(action)}`, resolveBaseUrl(runtimeConfig().apiBaseUrl)).href
}

/** Runs one action of panel/actions.ts in the mock and answers its result. */
export async function panelCall<K extends PanelActionName>(action: K, ...args: PanelArgs<K>): Promise<PanelResult<K>> {
  const response = await fetch(panelUrl(action), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body ? String(body.message) : `HTTP ${response.status}`
    throw new PanelCallError(response.status, message)
  }
  return body as PanelResult<K>
}

export const PANEL_KEY = 'mock-panel'

/**
 * What a section shows, read from the mock: again every PANEL_REFETCH_MS while it is on screen (the drawer mounts
 * its sections only while the panel is open, so a closed panel asks nothing) and after each panel action.
 */
export function usePanelRead<K extends PanelActionName>(action: K, ...args: PanelArgs<K>) {
  return useQuery({
    queryKey: [PANEL_KEY, action, ...args],
    queryFn: () => panelCall(action, ...args),
    refetchInterval: PANEL_REFETCH_MS,
  })
}

/** Why the panel's last action failed (a refused call, the mock not answering), or null when it did not. */
export function usePanelActionFailure(): string | null {
  const last = useMutationState({
    filters: { mutationKey: [PANEL_KEY] },
    select: (mutation) => (mutation.state.status === 'error' ? (mutation.state.error?.message ?? '') : null),
  }).at(-1)
  return last ?? null
}

/**
 * A panel action: `mutate(args)` runs it, then every section reads the mock again (an action in one section often
 * shows in another: a deposit paid moves the affiliate's and the limits' numbers).
 */
export function usePanelAction<K extends PanelActionName>(action: K) {
  const queryClient = useQueryClient()
  return useMutation({
    // The panel shows the last action's failure (demo-panel.tsx).
    mutationKey: [PANEL_KEY, action],
    mutationFn: (args: PanelArgs<K>) => panelCall(action, ...args),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PANEL_KEY] }),
  })
}
