/**
 * The mock's PIX code generator. The app never reads a BR Code (it shows the text and draws its QR code as they
 * come), so the codec lives with the mock; the parser stays beside the builder for the tests that check the codes
 * the mock answers (mock tests, a deposit component test, the e2e money journey), not for shipped code.
 *
 * PIX "copy and paste" codes (BR Code, the EMV QR Code Merchant-Presented Mode profile of the Banco Central do
 * Brasil, Manual de Padrões para Iniciação do Pix): a flat list of TLV fields, each a two-digit id, a two-digit
 * length and the value, ending with a CRC-16 over everything before it.
 */

export const PIX_GUI = 'br.gov.bcb.pix'
export const BRL_CURRENCY_CODE = '986'
export const MAX_MERCHANT_NAME = 25
export const MAX_MERCHANT_CITY = 15
/** The DICT's longest key (an e-mail) is 77 characters. */
export const MAX_PIX_KEY = 77

const ID = {
  payloadFormat: '00',
  pointOfInitiation: '01',
  merchantAccount: '26',
  merchantCategoryCode: '52',
  currency: '53',
  amount: '54',
  countryCode: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  crc: '63',
} as const

const ACCOUNT = { gui: '00', key: '01', description: '02', url: '25' } as const
const ADDITIONAL = { txid: '05' } as const

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection) over the UTF-8 bytes, as four upper-case hex digits. */
export function crc16(data: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(data)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/**
 * Names, cities and free text travel as printable ASCII: accents are stripped (São Paulo -> Sao Paulo, ç -> c),
 * anything else outside the set is dropped, runs of spaces collapse, and the result is cut to `max`.
 */
export function normalizePixText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd()
}

/** Up to 25 letters and digits, or "***" when the receiver assigns none. */
export function isValidTxid(txid: string): boolean {
  return txid === '***' || /^[A-Za-z0-9]{1,25}$/.test(txid)
}

export interface BrCodeInput {
  /** Static code: the receiver's PIX key (26-01). Exactly one of `key` and `url`. */
  key?: string
  /** Dynamic code: where the payment payload lives, without the scheme (26-25). */
  url?: string
  /** Free text shown to the payer (26-02). */
  description?: string
  /** Integer centavos; without it the payer types the amount. */
  amount?: number
  merchantName: string
  merchantCity: string
  /** Defaults to "***". */
  txid?: string
  /** Field 01 = "12": the code can be paid only once. */
  oneTime?: boolean
  /** Defaults to "0000" (not informed). */
  merchantCategoryCode?: string
}

/** A parsed code, in the builder's terms: building it again gives the same string. */
export interface BrCode {
  oneTime: boolean
  key?: string
  url?: string
  description?: string
  /** Integer centavos. */
  amount?: number
  merchantCategoryCode: string
  merchantName: string
  merchantCity: string
  txid: string
  crc: string
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is ${value.length} characters; at most 99 fit`)
  return id + String(value.length).padStart(2, '0') + value
}

function isPrintableAscii(text: string): boolean {
  return /^[\x20-\x7e]+$/.test(text)
}

/** Centavos as the field 54 text: 150 -> "1.50", computed on integers so no float rounding creeps in. */
function formatAmount(centavos: number): string {
  return `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`
}

/** 13 characters ("9999999999.99") is the longest amount field 54 takes. */
const MAX_AMOUNT_CENTAVOS = 999_999_999_999

/**
 * Builds a valid BR Code. Names and texts are normalised (see `normalizePixText`); what cannot be made valid (no key
 * or url, both, an empty name, a bad txid or amount, an account block over 99 characters) throws a RangeError,
 * because a code the bank app rejects must never reach a player.
 */
export function buildBrCode(input: BrCodeInput): string {
  const { key, url, oneTime = false } = input
  if ((key === undefined) === (url === undefined)) throw new RangeError('A BR Code carries either a key or a url')
  const name = normalizePixText(input.merchantName, MAX_MERCHANT_NAME)
  const city = normalizePixText(input.merchantCity, MAX_MERCHANT_CITY)
  if (!name) throw new RangeError('The merchant name is empty once normalised')
  if (!city) throw new RangeError('The merchant city is empty once normalised')
  const txid = input.txid ?? '***'
  if (!isValidTxid(txid)) throw new RangeError(`Invalid txid "${txid}"`)
  const mcc = input.merchantCategoryCode ?? '0000'
  if (!/^[0-9]{4}$/.test(mcc)) throw new RangeError(`Invalid merchant category code "${mcc}"`)
  if (input.amount !== undefined) {
    if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > MAX_AMOUNT_CENTAVOS) {
      throw new RangeError(`Invalid amount ${input.amount}: positive integer centavos`)
    }
  }
  let account = tlv(ACCOUNT.gui, PIX_GUI)
  if (key !== undefined) {
    if (!isPrintableAscii(key) || key.length > MAX_PIX_KEY) throw new RangeError(`Invalid PIX key "${key}"`)
    account += tlv(ACCOUNT.key, key)
  }
  const description = input.description === undefined ? '' : normalizePixText(input.description, 99)
  if (description) account += tlv(ACCOUNT.description, description)
  if (url !== undefined) {
    const location = url.replace(/^https?:\/\//i, '')
    if (!isPrintableAscii(location)) throw new RangeError(`Invalid payload url "${url}"`)
    account += tlv(ACCOUNT.url, location)
  }

  const body =
    tlv(ID.payloadFormat, '01') +
    (oneTime ? tlv(ID.pointOfInitiation, '12') : '') +
    tlv(ID.merchantAccount, account) +
    tlv(ID.merchantCategoryCode, mcc) +
    tlv(ID.currency, BRL_CURRENCY_CODE) +
    (input.amount === undefined ? '' : tlv(ID.amount, formatAmount(input.amount))) +
    tlv(ID.countryCode, 'BR') +
    tlv(ID.merchantName, name) +
    tlv(ID.merchantCity, city) +
    tlv(ID.additionalData, tlv(ADDITIONAL.txid, txid)) +
    ID.crc +
    '04'
  return body + crc16(body)
}

export type BrCodeProblem = 'malformed' | 'crc' | 'field'

export type BrCodeParseResult =
  { ok: true; value: BrCode } | { ok: false; problem: BrCodeProblem; field?: string; detail: string }

type Fields = Map<string, string>

/** Splits a TLV string; null when a length runs past the end, an id repeats or an id/length is not two digits. */
function readTlv(text: string): Fields | null {
  const fields: Fields = new Map()
  let at = 0
  while (at < text.length) {
    const id = text.slice(at, at + 2)
    const length = text.slice(at + 2, at + 4)
    if (!/^[0-9]{2}$/.test(id) || !/^[0-9]{2}$/.test(length) || fields.has(id)) return null
    const value = text.slice(at + 4, at + 4 + Number(length))
    if (value.length !== Number(length)) return null
    fields.set(id, value)
    at += 4 + value.length
  }
  return fields
}

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

function fail(problem: BrCodeProblem, detail: string, field?: string): BrCodeParseResult {
  return field === undefined ? { ok: false, problem, detail } : { ok: false, problem, field, detail }
}

/** Field 54 back to centavos: "1.5" -> 150, "10" -> 1000. Null when it is not a plain decimal. */
function parseAmount(text: string): number | null {
  const match = /^([0-9]+)(?:\.([0-9]{1,2}))?$/.exec(text)
  if (!match || text.length > 13) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/**
 * Reads and validates a BR Code: TLV structure, the CRC, and every field the PIX profile fixes (payload format 01,
 * the PIX GUI with a key or a url, currency 986, country BR, name ≤ 25, city ≤ 15, a txid). Unknown fields are
 * allowed, as the EMV format reserves them.
 */
export function parseBrCode(code: string): BrCodeParseResult {
  const text = code.trim()
  // Codes from other issuers may carry accented names (the CRC runs over UTF-8), so only control characters are out.
  if (!text || hasControlCharacters(text)) return fail('malformed', 'empty or has control characters')
  const fields = readTlv(text)
  if (!fields) return fail('malformed', 'not a sequence of TLV fields')
  const ids = [...fields.keys()]
  if (ids[0] !== ID.payloadFormat) return fail('malformed', 'does not start with field 00')
  if (ids.at(-1) !== ID.crc) return fail('malformed', 'does not end with field 63')

  const crc = fields.get(ID.crc) ?? ''
  if (!/^[0-9A-Fa-f]{4}$/.test(crc)) return fail('crc', 'field 63 is not four hex digits', ID.crc)
  const expected = crc16(text.slice(0, -4))
  if (crc.toUpperCase() !== expected) return fail('crc', `CRC is ${crc}, the content gives ${expected}`, ID.crc)

  if (fields.get(ID.payloadFormat) !== '01') return fail('field', 'payload format is not 01', ID.payloadFormat)
  const initiation = fields.get(ID.pointOfInitiation)
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') {
    return fail('field', 'point of initiation is neither 11 nor 12', ID.pointOfInitiation)
  }

  const account = readTlv(fields.get(ID.merchantAccount) ?? '')
  if (!account || account.get(ACCOUNT.gui)?.toLowerCase() !== PIX_GUI) {
    return fail('field', 'no PIX merchant account', ID.merchantAccount)
  }
  const key = account.get(ACCOUNT.key)
  const url = account.get(ACCOUNT.url)
  if ((key === undefined) === (url === undefined)) {
    return fail('field', 'the merchant account needs a key or a url', ID.merchantAccount)
  }

  const mcc = fields.get(ID.merchantCategoryCode) ?? ''
  if (!/^[0-9]{4}$/.test(mcc))
    return fail('field', 'merchant category code is not four digits', ID.merchantCategoryCode)
  if (fields.get(ID.currency) !== BRL_CURRENCY_CODE) return fail('field', 'currency is not 986 (BRL)', ID.currency)
  const amountText = fields.get(ID.amount)
  const amount = amountText === undefined ? undefined : parseAmount(amountText)
  if (amount === null) return fail('field', `amount "${amountText}" is not a decimal`, ID.amount)
  if (fields.get(ID.countryCode) !== 'BR') return fail('field', 'country is not BR', ID.countryCode)
  const name = fields.get(ID.merchantName) ?? ''
  if (!name || name.length > MAX_MERCHANT_NAME)
    return fail('field', 'merchant name must have 1 to 25 characters', ID.merchantName)
  const city = fields.get(ID.merchantCity) ?? ''
  if (!city || city.length > MAX_MERCHANT_CITY)
    return fail('field', 'merchant city must have 1 to 15 characters', ID.merchantCity)

  const additional = readTlv(fields.get(ID.additionalData) ?? '')
  const txid = additional?.get(ADDITIONAL.txid)
  if (txid === undefined || !isValidTxid(txid)) {
    return fail('field', 'txid must be up to 25 letters and digits, or ***', ID.additionalData)
  }

  const value: BrCode = {
    oneTime: initiation === '12',
    merchantCategoryCode: mcc,
    merchantName: name,
    merchantCity: city,
    txid,
    crc: crc.toUpperCase(),
  }
  if (key !== undefined) value.key = key
  if (url !== undefined) value.url = url
  const description = account.get(ACCOUNT.description)
  if (description !== undefined) value.description = description
  if (amount !== undefined) value.amount = amount
  return { ok: true, value }
}

export function isValidBrCode(code: string): boolean {
  return parseBrCode(code).ok
}
