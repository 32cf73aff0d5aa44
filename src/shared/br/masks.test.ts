import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { PixKeyTypeSchema } from '@/api/wallet-area.ts'
import {
  applyMask,
  centavosToAmountInput,
  digitsOnly,
  maskCnpj,
  maskCpf,
  maskDocument,
  maskMobilePhone,
  maskPhone,
  maskPixKey,
  PIX_KEY_MAX_LENGTH,
  pixKeyToWire,
  sanitizeAmountInput,
} from './masks.ts'

/** What people type and paste: digits, letters, separators, accents, spaces, the odd emoji. */
const typed = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789abcXYZé.,-()/ @+_'.split('')), maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
)

const masks: Array<[string, (raw: string) => string, number]> = [
  ['cpf', maskCpf, 14],
  ['cnpj', maskCnpj, 18],
  ['phone', maskPhone, 15],
  ['mobile phone', maskMobilePhone, 15],
  ['document', maskDocument, 18],
  ...PixKeyTypeSchema.options.map((type): [string, (raw: string) => string, number] => [
    `pix ${type}`,
    (raw) => maskPixKey(type, raw),
    PIX_KEY_MAX_LENGTH[type],
  ]),
]

describe('applyMask', () => {
  it('places digits into # and writes a literal only when a digit follows it', () => {
    expect(applyMask('(##) #####-####', '11912345678')).toBe('(11) 91234-5678')
    expect(applyMask('(##) #####-####', '1')).toBe('(1')
    expect(applyMask('(##) #####-####', '11')).toBe('(11')
    expect(applyMask('(##) #####-####', '119')).toBe('(11) 9')
    expect(applyMask('(##) #####-####', '')).toBe('')
    expect(applyMask('###.###', 'a1b2c3d4')).toBe('123.4')
  })

  it('takes letters (upper-cased) only with the alnum option', () => {
    expect(applyMask('##-##', 'ab12')).toBe('12')
    expect(applyMask('##-##', 'ab12', { alnum: true })).toBe('AB-12')
  })

  it('digitsOnly keeps ASCII digits only', () => {
    // The Arabic-Indic one (U+0661) is a digit to Unicode but not to a CPF or a phone.
    expect(digitsOnly('(11) 9\u06612-34')).toBe('119234')
    expect(digitsOnly('a1-b2 c3')).toBe('123')
  })

  it('property: idempotent for any pattern of # and punctuation', () => {
    const pattern = fc.string({ unit: fc.constantFrom('#', '#', '#', '.', '-', '/', '(', ')', ' '), maxLength: 20 })
    fc.assert(
      fc.property(pattern, typed, fc.boolean(), (p, raw, alnum) => {
        const once = applyMask(p, raw, { alnum })
        expect(applyMask(p, once, { alnum })).toBe(once)
        expect(once.length).toBeLessThanOrEqual(p.length)
      }),
    )
  })
})

describe('Brazilian masks', () => {
  it('cpf ###.###.###-##, max 14', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25')
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25')
  })

  it('phone switches from (##) ####-#### to (##) #####-#### at the 11th digit', () => {
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890')
    expect(maskPhone('11345678901')).toBe('(11) 34567-8901')
    expect(maskPhone('(11) 3456-78901')).toBe('(11) 34567-8901')
  })

  it('the pages’ phone mask is always (##) #####-####', () => {
    expect(maskMobilePhone('1134567890')).toBe('(11) 34567-890')
    expect(maskMobilePhone('119123456789999')).toBe('(11) 91234-5678')
  })

  it('a document key masks as CPF up to 11 digits, then as CNPJ', () => {
    expect(maskPixKey('document', '52998224725')).toBe('529.982.247-25')
    expect(maskPixKey('document', '112223330001')).toBe('11.222.333/0001')
    expect(maskPixKey('document', '11222333000181')).toBe('11.222.333/0001-81')
    expect(maskPixKey('document', '12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(maskPixKey('document', '529.982.247-25')).toBe('529.982.247-25')
  })

  it('phone key (DD) NNNNN-NNNN, e-mail lower-cased, random key max 36', () => {
    expect(maskPixKey('phoneNumber', '11912345678')).toBe('(11) 91234-5678')
    expect(maskPixKey('email', ' Joao.Silva@Exemplo.COM ')).toBe('joao.silva@exemplo.com')
    expect(maskPixKey('email', 'a'.repeat(50))).toHaveLength(36)
    expect(maskPixKey('randomKey', '123E4567-E89B-12D3-A456-426614174000xyz')).toBe(
      '123e4567-e89b-12d3-a456-426614174000',
    )
  })

  it('keys go to the server bare: document and phone without punctuation', () => {
    expect(pixKeyToWire('document', '529.982.247-25')).toBe('52998224725')
    expect(pixKeyToWire('document', '12.ABC.345/01DE-35')).toBe('12ABC34501DE35')
    expect(pixKeyToWire('phoneNumber', '(11) 91234-5678')).toBe('11912345678')
    expect(pixKeyToWire('email', ' joao@exemplo.com ')).toBe('joao@exemplo.com')
    expect(pixKeyToWire('randomKey', ' 123e4567-e89b-12d3-a456-426614174000 ')).toBe(
      '123e4567-e89b-12d3-a456-426614174000',
    )
  })

  it.each(masks)('property: the %s mask is idempotent, bounded and keeps a prefix of the digits', (_, mask, max) => {
    fc.assert(
      fc.property(typed, (raw) => {
        const once = mask(raw)
        expect(mask(once)).toBe(once)
        expect(once.length).toBeLessThanOrEqual(max)
        expect(digitsOnly(raw).startsWith(digitsOnly(once))).toBe(true)
      }),
    )
  })

  it('property: a fully typed document is complete in its mask', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11}$/), fc.stringMatching(/^[0-9]{14}$/), (cpf, cnpj) => {
        expect(maskDocument(cpf)).toHaveLength(14)
        expect(maskDocument(cnpj)).toHaveLength(18)
        expect(pixKeyToWire('document', maskDocument(cpf))).toBe(cpf)
        expect(pixKeyToWire('document', maskDocument(cnpj))).toBe(cnpj)
      }),
    )
  })
})

describe('sanitizeAmountInput (six integer digits, two decimals, comma)', () => {
  it('keeps digits and one decimal comma', () => {
    expect(sanitizeAmountInput('50')).toBe('50')
    expect(sanitizeAmountInput('50,5')).toBe('50,5')
    expect(sanitizeAmountInput('50,55')).toBe('50,55')
    expect(sanitizeAmountInput('50,555')).toBe('50,55')
    expect(sanitizeAmountInput('R$ 50,00')).toBe('50,00')
    expect(sanitizeAmountInput('1,2,3')).toBe('1,23')
    expect(sanitizeAmountInput('abc')).toBe('')
    expect(sanitizeAmountInput('')).toBe('')
  })

  it('takes a dot as the decimal separator unless a comma is there too', () => {
    expect(sanitizeAmountInput('10.5')).toBe('10,5')
    expect(sanitizeAmountInput('1.234,56')).toBe('1234,56')
  })

  it('allows at most six integer digits and drops leading zeros', () => {
    expect(sanitizeAmountInput('1234567')).toBe('123456')
    expect(sanitizeAmountInput('1234567,89')).toBe('123456,89')
    expect(sanitizeAmountInput('0050')).toBe('50')
    expect(sanitizeAmountInput('000')).toBe('0')
    expect(sanitizeAmountInput('0,5')).toBe('0,5')
    expect(sanitizeAmountInput(',5')).toBe('0,5')
  })

  it('writes centavos back for the quick-amount buttons', () => {
    expect(centavosToAmountInput(5000)).toBe('50')
    expect(centavosToAmountInput(1050)).toBe('10,50')
    expect(centavosToAmountInput(5)).toBe('0,05')
  })

  it('property: idempotent, within six integer and two decimal digits', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const once = sanitizeAmountInput(raw)
        expect(sanitizeAmountInput(once)).toBe(once)
        expect(once).toMatch(/^([1-9][0-9]{0,5}|0)?(,[0-9]{0,2})?$/)
      }),
    )
  })
})
