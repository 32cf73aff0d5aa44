/**
 * What the /register/{code} segment carries: a referral code, or the spin wheel's prize when it
 * decodes as structured data. The wheel's token is base64 (standard or URL-safe, padded or not) of JSON
 * `{ signature, nonce }`, optionally with the spin result as `data`; it goes to auth/register as `spin_token`
 * unchanged (the server checks the signature) and its `data`, when present, as `spin_data`.
 */
export type RegisterCode =
  { kind: 'referral'; code: string } | { kind: 'spin'; token: string; data: Record<string, unknown> | undefined }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function decodeBase64Json(text: string): unknown {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  // A referral code such as JOGADA1 is not base64 JSON; atob or JSON.parse refusing it is the answer.
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return undefined
  }
}

export function parseRegisterCode(raw: string): RegisterCode {
  const code = raw.trim()
  const decoded = decodeBase64Json(code)
  if (isRecord(decoded) && typeof decoded.signature === 'string' && typeof decoded.nonce === 'string') {
    return { kind: 'spin', token: code, data: isRecord(decoded.data) ? decoded.data : undefined }
  }
  return { kind: 'referral', code }
}
