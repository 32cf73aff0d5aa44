// The promotional wheel's spins.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

/** A spin of the promotional wheel: its signed nonce travels into registration as the spin_token. */
export interface SpinRecord {
  id: number
  nonce: string
  signature: string
  /** The sector index and prize the wheel stopped on. */
  index: number
  value: string
  currency: string
  created_at: string
  /** The player whose registration claimed the prize; a nonce pays once. */
  redeemed_by: number | null
  redeemed_at: string | null
  // spin landing: the visitor's device (the app's random id), so one device spins once; null when none was sent.
  device_id: string | null
  /**
   * The visitor's client (mocks/handlers/client.ts), so one visitor session spins once whatever device id it sends
   * or leaves out; null on spins stored before it was kept, or untied by the demo panel.
   */
  client?: string | null
}
