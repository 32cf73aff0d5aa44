/**
 * CSV as Brazilian spreadsheets open it without an import dialog: fields separated by `;` (the comma is the decimal
 * separator in pt-BR), amounts with a decimal comma and no grouping (so they stay numbers), UTF-8 with a byte order
 * mark (Excel otherwise reads the accents as Latin-1), and CRLF line ends. A field holding the separator, a quote or
 * a line break is quoted, its quotes doubled (RFC 4180).
 */

export const CSV_BOM = '\uFEFF'
const SEPARATOR = ';'
const LINE_END = '\r\n'

/** A cell of text: quoted when it must be, and a leading =, +, -, @ or tab made inert so no spreadsheet runs it. */
export function csvText(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert
}

/** Signed integer centavos as "-1234,56" / "1234,56": a number to the spreadsheet, never a formula. */
export function csvMoney(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`csvMoney: centavos must be an integer (got ${centavos})`)
  const sign = centavos < 0 ? '-' : ''
  const abs = Math.abs(centavos)
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** A cell already written by csvText or csvMoney. */
export type CsvCell = { text: string } | { money: number }

/** The whole file: BOM, the header row, then one line per row; every line ends in CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const line = (cells: readonly string[]) => cells.join(SEPARATOR) + LINE_END
  const body = rows.map((row) => line(row.map((cell) => ('money' in cell ? csvMoney(cell.money) : csvText(cell.text)))))
  return CSV_BOM + line(header.map(csvText)) + body.join('')
}
