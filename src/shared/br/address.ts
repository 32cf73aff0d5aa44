import { applyMask, digitsOnly } from './masks.ts'

/** The CEP (Código de Endereçamento Postal): eight digits, written #####-###. */
export const CEP_PATTERN = '#####-###'

export function maskCep(raw: string): string {
  return applyMask(CEP_PATTERN, raw)
}

/** Eight digits, bare or masked, and not all zeros (no address has CEP 00000-000). */
export function isValidCep(input: string): boolean {
  if (!/^[0-9\s.-]*$/.test(input)) return false
  const digits = digitsOnly(input)
  return digits.length === 8 && digits !== '00000000'
}

/** The 26 states and the Distrito Federal, by their two-letter UF, in IBGE's alphabetical order of names. */
export const BR_STATES = [
  { uf: 'AC', name: 'Acre' },
  { uf: 'AL', name: 'Alagoas' },
  { uf: 'AP', name: 'Amapá' },
  { uf: 'AM', name: 'Amazonas' },
  { uf: 'BA', name: 'Bahia' },
  { uf: 'CE', name: 'Ceará' },
  { uf: 'DF', name: 'Distrito Federal' },
  { uf: 'ES', name: 'Espírito Santo' },
  { uf: 'GO', name: 'Goiás' },
  { uf: 'MA', name: 'Maranhão' },
  { uf: 'MT', name: 'Mato Grosso' },
  { uf: 'MS', name: 'Mato Grosso do Sul' },
  { uf: 'MG', name: 'Minas Gerais' },
  { uf: 'PA', name: 'Pará' },
  { uf: 'PB', name: 'Paraíba' },
  { uf: 'PR', name: 'Paraná' },
  { uf: 'PE', name: 'Pernambuco' },
  { uf: 'PI', name: 'Piauí' },
  { uf: 'RJ', name: 'Rio de Janeiro' },
  { uf: 'RN', name: 'Rio Grande do Norte' },
  { uf: 'RS', name: 'Rio Grande do Sul' },
  { uf: 'RO', name: 'Rondônia' },
  { uf: 'RR', name: 'Roraima' },
  { uf: 'SC', name: 'Santa Catarina' },
  { uf: 'SP', name: 'São Paulo' },
  { uf: 'SE', name: 'Sergipe' },
  { uf: 'TO', name: 'Tocantins' },
] as const

export type Uf = (typeof BR_STATES)[number]['uf']

export function isUf(value: string): value is Uf {
  return BR_STATES.some((state) => state.uf === value)
}

/** The minimum age to play (Lei 14.790/2023). */
export const MIN_PLAYER_AGE = 18

/** A real calendar date written yyyy-mm-dd (what a date input gives and the API keeps). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * Whether someone born on `birthDate` (yyyy-mm-dd) is `age` or older on `today` (a date, read in its UTC calendar
 * day): the birthday itself counts, and someone born on 29 February comes of age on 1 March of a common year.
 */
export function isAtLeast(birthDate: string, today: Date, age = MIN_PLAYER_AGE): boolean {
  if (!isIsoDate(birthDate)) return false
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number]
  const comesOfAge = Date.UTC(year + age, month - 1, day)
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return todayUtc >= comesOfAge
}
