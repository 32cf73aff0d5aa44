import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CSV_BOM, csvMoney, csvText, toCsv } from './csv.ts'

describe('the statement CSV', () => {
  it('starts with the BOM, separates with ; and ends every line with CRLF', () => {
    const csv = toCsv(['Data', 'Valor'], [[{ text: '01/11/2026 14:05' }, { money: -1050 }]])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv.slice(1)).toBe('Data;Valor\r\n01/11/2026 14:05;-10,50\r\n')
  })

  it('writes amounts with a decimal comma, no grouping and the sign in front', () => {
    expect(csvMoney(0)).toBe('0,00')
    expect(csvMoney(5)).toBe('0,05')
    expect(csvMoney(-5)).toBe('-0,05')
    expect(csvMoney(123_456_789)).toBe('1234567,89')
    expect(() => csvMoney(1.5)).toThrow(RangeError)
  })

  it('quotes a field holding the separator, a quote or a line break, doubling its quotes', () => {
    expect(csvText('Roleta; a brasileira')).toBe('"Roleta; a brasileira"')
    expect(csvText('Jogo "VIP"')).toBe('"Jogo ""VIP"""')
    expect(csvText('duas\nlinhas')).toBe('"duas\nlinhas"')
    expect(csvText('Aviãozinho, o jogo')).toBe('Aviãozinho, o jogo')
  })

  it('makes a text that a spreadsheet would run as a formula inert', () => {
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvText('+1')).toBe("'+1")
    expect(csvText('@SUM')).toBe("'@SUM")
  })

  it('reads back every amount it writes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (centavos) => {
        const text = csvMoney(centavos)
        expect(text).toMatch(/^-?\d+,\d{2}$/)
        expect(Math.round(Number(text.replace(',', '.')) * 100)).toBe(centavos)
      }),
    )
  })

  it('keeps any text whole through quoting (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvText(text)
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell
        // The apostrophe is added only before a text that would start a formula; a text that already starts with one
        // (`'=`) is kept as it is.
        expect(unquoted).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)
      }),
      { examples: [["'="], ['=1+1'], ["'"]] },
    )
  })
})
