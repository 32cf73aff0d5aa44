/** What POST spin/result answered, after the contract (prize in centavos). */
export interface SpinOutcome {
  index: number
  prize: { value: number; currency: string }
  signature: string
  nonce: string
}

/**
 * The /register/{code} segment that carries the prize into the registration: base64url (no padding, so it is one
 * safe path segment) of `{signature, nonce, data}`. The registration sends it as spin_token (the server checks the
 * signature and credits the prize) and `data` as spin_data.
 */
export function encodeSpinResult(outcome: SpinOutcome): string {
  const json = JSON.stringify({
    signature: outcome.signature,
    nonce: outcome.nonce,
    data: {
      index: outcome.index,
      prize: { value: (outcome.prize.value / 100).toFixed(2), currency: outcome.prize.currency },
    },
  })
  const bytes = new TextEncoder().encode(json)
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
