import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createDynamicPix, createStaticPix, hasError, parsePix, PixElementType } from 'pix-utils'
import { buildBrCode, type BrCodeInput, crc16, isValidBrCode, normalizePixText, parseBrCode } from './br-code.ts'

// pix-utils is a dev dependency used here only, as an independent implementation to check ours against.

const PUBLISHED =
  '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069'

/** Appends a correct CRC, so a test can reach the field checks behind the CRC check. */
const withCrc = (body: string) => `${body}6304${crc16(`${body}6304`)}`
const field = (id: string, value: string) => id + String(value.length).padStart(2, '0') + value

/** A valid static code's fields in order; an override replaces a field's value, null drops the field. */
function validBody(overrides: Partial<Record<string, string | null>> = {}): string {
  // Kept as pairs: an object would list integer-like ids ("26") before "00".
  const fields: Array<[string, string | null]> = [
    ['00', '01'],
    ['01', null],
    ['26', field('00', 'br.gov.bcb.pix') + field('01', 'chave@jogada.com.br')],
    ['52', '0000'],
    ['53', '986'],
    ['54', null],
    ['58', 'BR'],
    ['59', 'JOGADA'],
    ['60', 'SAO PAULO'],
    ['62', field('05', '***')],
  ]
  return fields
    .map(([id, value]) => {
      const replaced = id in overrides ? overrides[id] : value
      return replaced === null || replaced === undefined ? '' : field(id, replaced)
    })
    .join('')
}

describe('crc16 (CRC-16/CCITT-FALSE)', () => {
  it('gives the standard check value', () => {
    expect(crc16('123456789')).toBe('29B1')
    expect(crc16('')).toBe('FFFF')
  })
})

describe('parseBrCode', () => {
  it('reads the published example exactly', () => {
    expect(parseBrCode(PUBLISHED)).toEqual({
      ok: true,
      value: {
        oneTime: false,
        key: 'nubank@thalesog.com',
        description: 'Gerado por Pix-Utils',
        amount: 100,
        merchantCategoryCode: '0000',
        merchantName: 'Thales Ogliari',
        merchantCity: 'Sao Paulo',
        txid: '***',
        crc: '6069',
      },
    })
    expect(isValidBrCode(PUBLISHED)).toBe(true)
    expect(isValidBrCode(`  ${PUBLISHED}\n`)).toBe(true)
  })

  it('building the parsed example gives the example back', () => {
    const parsed = parseBrCode(PUBLISHED)
    if (!parsed.ok) throw new Error(parsed.detail)
    const { crc: _crc, ...fields } = parsed.value
    expect(buildBrCode(fields)).toBe(PUBLISHED)
  })

  it('rejects a wrong CRC and any tampering behind it', () => {
    expect(parseBrCode(PUBLISHED.slice(0, -4) + '6068')).toMatchObject({ ok: false, problem: 'crc' })
    expect(parseBrCode(PUBLISHED.replace('1.00', '9.00'))).toMatchObject({ ok: false, problem: 'crc' })
    expect(parseBrCode(PUBLISHED.slice(0, -4) + '60G9')).toMatchObject({ ok: false, problem: 'crc' })
    const valid = withCrc(validBody())
    expect(isValidBrCode(valid)).toBe(true)
    // Lower-case hex is the same checksum.
    expect(isValidBrCode(valid.slice(0, -4) + valid.slice(-4).toLowerCase())).toBe(true)
  })

  it('rejects broken TLV structure', () => {
    expect(parseBrCode('')).toMatchObject({ ok: false, problem: 'malformed' })
    expect(parseBrCode('hello')).toMatchObject({ ok: false, problem: 'malformed' })
    expect(parseBrCode(PUBLISHED.slice(0, -1))).toMatchObject({ ok: false, problem: 'malformed' })
    expect(parseBrCode(PUBLISHED.slice(0, -8))).toMatchObject({ ok: false, problem: 'malformed' })
    expect(parseBrCode(`${PUBLISHED}0000`)).toMatchObject({ ok: false, problem: 'malformed' })
    // Order is not fixed by the format, only uniqueness: a field after 62 still reads.
    expect(parseBrCode(withCrc(validBody({ '52': null }) + field('52', '0000')))).toMatchObject({ ok: true })
    expect(parseBrCode(withCrc(field('26', 'x') + validBody()))).toMatchObject({ ok: false, problem: 'malformed' })
    expect(parseBrCode(withCrc(validBody() + field('58', 'BR')))).toMatchObject({ ok: false, problem: 'malformed' })
    expect(parseBrCode(withCrc(validBody()).replace('SAO', 'S\u0001O'))).toMatchObject({
      ok: false,
      problem: 'malformed',
    })
  })

  it('checks every field the PIX profile fixes', () => {
    expect(parseBrCode(withCrc(validBody()))).toMatchObject({ ok: true })
    const invalid: Array<[string, Partial<Record<string, string | null>>]> = [
      ['00', { '00': '02' }],
      ['01', { '01': '13' }],
      ['26', { '26': field('00', 'br.gov.bcb.boleto') + field('01', 'chave') }],
      ['26', { '26': field('00', 'br.gov.bcb.pix') }],
      ['26', { '26': field('00', 'br.gov.bcb.pix') + field('01', 'k') + field('25', 'pix.example.com/qr/1') }],
      ['52', { '52': '00A0' }],
      ['53', { '53': '840' }],
      ['54', { '54': '1,00' }],
      ['54', { '54': '1.001' }],
      ['58', { '58': 'PT' }],
      ['59', { '59': 'A'.repeat(26) }],
      ['60', { '60': 'B'.repeat(16) }],
      ['62', { '62': null }],
      ['62', { '62': field('05', 'TX-01') }],
      ['62', { '62': field('05', 'A'.repeat(26)) }],
    ]
    for (const [id, overrides] of invalid) {
      expect(parseBrCode(withCrc(validBody(overrides))), `field ${id}: ${JSON.stringify(overrides)}`).toMatchObject({
        ok: false,
        problem: 'field',
        field: id,
      })
    }
  })

  it('accepts the optional fields in their valid forms', () => {
    const dynamic = field('00', 'BR.GOV.BCB.PIX') + field('25', 'pix.example.com/qr/v2/abc')
    const parsed = parseBrCode(withCrc(validBody({ '01': '12', '26': dynamic, '54': '10.5' })))
    expect(parsed).toMatchObject({ ok: true, value: { url: 'pix.example.com/qr/v2/abc', amount: 1050, oneTime: true } })
    expect(parseBrCode(withCrc(validBody({ '54': '7' })))).toMatchObject({ ok: true, value: { amount: 700 } })
    // 11 is EMV's "reusable" point of initiation.
    expect(parseBrCode(withCrc(validBody({ '01': '11' })))).toMatchObject({ ok: true, value: { oneTime: false } })
    expect(parseBrCode(withCrc(validBody({ '62': field('05', 'JOGADA123') })))).toMatchObject({
      ok: true,
      value: { txid: 'JOGADA123' },
    })
  })
})

describe('buildBrCode', () => {
  const base: BrCodeInput = { key: 'pix@jogada.com.br', merchantName: 'Jogada', merchantCity: 'São Paulo' }

  it('strips accents and cuts names to 25 and cities to 15 characters', () => {
    const code = buildBrCode({
      ...base,
      merchantName: 'Jogada Apostas Eletrônicas e Esportivas Ltda',
      merchantCity: 'São José dos Campos',
      description: 'Depósito — ação',
      amount: 5000,
      txid: 'JOGADA0001',
    })
    const parsed = parseBrCode(code)
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        merchantName: 'Jogada Apostas Eletronica',
        merchantCity: 'Sao Jose dos Ca',
        description: 'Deposito acao',
        amount: 5000,
        txid: 'JOGADA0001',
        key: 'pix@jogada.com.br',
      },
    })
    expect(code).toContain('5802BR')
    expect(code).toContain('530398654')
    expect(code).toContain('540550.00')
    expect(code).toMatch(/6304[0-9A-F]{4}$/)
  })

  it('normalises text to printable ASCII', () => {
    expect(normalizePixText('  Ação   Çedilha  ', 25)).toBe('Acao Cedilha')
    expect(normalizePixText('Café 😀 Bar', 25)).toBe('Cafe Bar')
    expect(normalizePixText('Rio de Janeiro Capital', 15)).toBe('Rio de Janeiro')
  })

  it('writes amounts from centavos without float error', () => {
    for (const [centavos, text] of [
      [1, '0.01'],
      [100, '1.00'],
      [100_5, '10.05'],
      [999_999_999_999, '9999999999.99'],
    ] as const) {
      expect(buildBrCode({ ...base, amount: centavos })).toContain(field('54', text))
    }
  })

  it('marks one-time codes and writes dynamic codes with the url and no scheme', () => {
    const code = buildBrCode({
      merchantName: 'Jogada',
      merchantCity: 'Recife',
      url: 'https://pix.example.com/qr/v2/9d36b84f',
      oneTime: true,
    })
    expect(code.startsWith('000201010212')).toBe(true)
    expect(parseBrCode(code)).toMatchObject({
      ok: true,
      value: { url: 'pix.example.com/qr/v2/9d36b84f', oneTime: true, txid: '***' },
    })
  })

  it('refuses what cannot make a valid code', () => {
    expect(() => buildBrCode({ merchantName: 'Jogada', merchantCity: 'Recife' })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, url: 'pix.example.com/x' })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, merchantName: '😀' })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, merchantCity: '' })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, txid: 'TX-1' })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, amount: 0 })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, amount: 10.5 })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, amount: 1_000_000_000_000 })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, key: 'chave com acentuação' })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, key: 'k'.repeat(78) })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, key: 'k'.repeat(70), description: 'd'.repeat(20) })).toThrow(RangeError)
    expect(() => buildBrCode({ ...base, merchantCategoryCode: '12' })).toThrow(RangeError)
  })
})

// --- property tests -------------------------------------------------------------------------------------------

const word = fc.stringMatching(/^[A-Z0-9]{1,8}$/)
/** Upper-case ASCII words, single-spaced: text pix-utils (which upper-cases) and we write identically. */
const plainUpper = (max: number) =>
  fc
    .array(word, { minLength: 1, maxLength: 4 })
    .map((words) => words.join(' '))
    .filter((s) => s.length <= max)
const anyText = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  .filter((s) => normalizePixText(s, 25) !== '')
const key = fc.oneof(
  fc.emailAddress().filter((email) => email.length <= 40),
  fc.stringMatching(/^[0-9]{11}$/),
  fc.stringMatching(/^\+55[1-9]{2}9[0-9]{8}$/),
  fc.uuid(),
)
const txid = fc.oneof(fc.constant('***'), fc.stringMatching(/^[A-Za-z0-9]{1,25}$/))
const amount = fc.integer({ min: 1, max: 999_999_999_999 })
const description = fc.string({ maxLength: 30 })

const input: fc.Arbitrary<BrCodeInput> = fc.record(
  {
    key,
    description,
    amount,
    merchantName: anyText,
    merchantCity: anyText.filter((s) => normalizePixText(s, 15) !== ''),
    txid,
    oneTime: fc.boolean(),
  },
  { requiredKeys: ['key', 'merchantName', 'merchantCity'] },
)

/** What the parser should report for an input: the builder's normalisation applied. */
function expected(value: BrCodeInput) {
  const normalizedDescription = value.description === undefined ? '' : normalizePixText(value.description, 99)
  return {
    oneTime: value.oneTime ?? false,
    key: value.key,
    merchantCategoryCode: '0000',
    merchantName: normalizePixText(value.merchantName, 25),
    merchantCity: normalizePixText(value.merchantCity, 15),
    txid: value.txid ?? '***',
    ...(normalizedDescription ? { description: normalizedDescription } : {}),
    ...(value.amount === undefined ? {} : { amount: value.amount }),
  }
}

describe('BR Code properties', () => {
  it('property: what the builder writes parses back to the same fields', () => {
    fc.assert(
      fc.property(input, (value) => {
        const parsed = parseBrCode(buildBrCode(value))
        if (!parsed.ok) throw new Error(parsed.detail)
        const { crc, ...fields } = parsed.value
        expect(fields).toEqual(expected(value))
        expect(crc).toMatch(/^[0-9A-F]{4}$/)
      }),
    )
  })

  it('property: pix-utils accepts every code the builder writes and reads the same fields', () => {
    fc.assert(
      fc.property(input, (value) => {
        const code = buildBrCode(value)
        const theirs = parsePix(code)
        if (hasError(theirs)) throw new Error(theirs.message)
        expect(theirs.type).toBe(PixElementType.STATIC)
        if (theirs.type !== PixElementType.STATIC) return
        const ours = expected(value)
        expect(theirs.pixKey).toBe(ours.key)
        expect(theirs.merchantName).toBe(ours.merchantName)
        expect(theirs.merchantCity).toBe(ours.merchantCity)
        expect(theirs.txid).toBe(ours.txid)
        expect(theirs.transactionAmount).toBe((value.amount ?? 0) / 100)
        expect(theirs.infoAdicional || undefined).toBe(ours.description)
      }),
    )
  })

  it('property: for upper-case names the builder writes exactly what pix-utils writes', () => {
    fc.assert(
      fc.property(
        key,
        plainUpper(25),
        plainUpper(15),
        fc.option(amount, { nil: undefined }),
        txid,
        fc.option(plainUpper(30), { nil: undefined }),
        (pixKey, name, city, cents, id, info) => {
          const theirs = createStaticPix({
            pixKey,
            merchantName: name,
            merchantCity: city,
            transactionAmount: (cents ?? 0) / 100,
            txid: id,
            ...(info === undefined ? {} : { infoAdicional: info }),
          })
          if (hasError(theirs)) throw new Error(theirs.message)
          expect(
            buildBrCode({
              key: pixKey,
              merchantName: name,
              merchantCity: city,
              amount: cents,
              txid: id,
              description: info,
            }),
          ).toBe(theirs.toBRCode())
        },
      ),
    )
  })

  it('property: dynamic codes match pix-utils too', () => {
    fc.assert(
      fc.property(fc.uuid(), plainUpper(25), plainUpper(15), fc.boolean(), (id, name, city, oneTime) => {
        const url = `pix.example.com/qr/v2/${id}`
        const theirs = createDynamicPix({ url, merchantName: name, merchantCity: city, oneTime })
        if (hasError(theirs)) throw new Error(theirs.message)
        const code = buildBrCode({ url, merchantName: name, merchantCity: city, oneTime })
        expect(code).toBe(theirs.toBRCode())
        expect(parseBrCode(code)).toMatchObject({ ok: true, value: { url, oneTime } })
      }),
    )
  })

  it('property: flipping any character breaks the code', () => {
    fc.assert(
      fc.property(input, fc.nat(), fc.constantFrom(...'0123456789ABCXYZ*. '), (value, at, replacement) => {
        const code = buildBrCode(value)
        const index = at % code.length
        fc.pre(code[index] !== replacement)
        const tampered = code.slice(0, index) + replacement + code.slice(index + 1)
        expect(isValidBrCode(tampered)).toBe(false)
      }),
    )
  })
})
