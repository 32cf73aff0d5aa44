import type { LatencyMode, FaultKind } from '../scenarios.ts'
import type { ReviewPolicy, SettleDelay } from '../pix/money-policy.ts'

/**
 * The choices the panel offers, on the page's side of the panel's HTTP line: the lists live with the stores that
 * use them (scenarios.ts, pix/money-policy.ts), whose runtime the panel's page bundle must not carry (the mock may run in
 * the service worker). constants.test.ts checks these copies against the stores', so they cannot drift.
 */
export const LATENCY_MODES = ['none', 'realistic', 'slow'] as const satisfies readonly LatencyMode[]
export const FAULT_KINDS = ['500', 'network', 'timeout', 'malformed'] as const satisfies readonly FaultKind[]
/** The fault key that applies to every endpoint. */
export const ALL_ENDPOINTS = '*'
export const SETTLE_DELAYS = ['5s', '20s', '60s', 'never'] as const satisfies readonly SettleDelay[]
export const REVIEW_POLICIES = ['approve', 'reject', 'manual'] as const satisfies readonly ReviewPolicy[]

const brlFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** Centavos as the mock's money words show them (`R$ 50,00`), as wallet/limits.ts's brl does on the mock's side. */
export function brl(centavos: number): string {
  return brlFormat.format(centavos / 100)
}
