/**
 * The phone's country codes: Brazil first (the default), then the Portuguese-speaking countries and the countries
 * players most often come from or travel to. The names come from the browser (Intl.DisplayNames) in the player's
 * language; the list is ISO 3166 codes with their ITU calling codes.
 */
export const COUNTRY_CODES = [
  ['BR', '+55'],
  ['PT', '+351'],
  ['AO', '+244'],
  ['MZ', '+258'],
  ['CV', '+238'],
  ['GW', '+245'],
  ['ST', '+239'],
  ['TL', '+670'],
  ['AR', '+54'],
  ['UY', '+598'],
  ['PY', '+595'],
  ['CL', '+56'],
  ['BO', '+591'],
  ['PE', '+51'],
  ['CO', '+57'],
  ['VE', '+58'],
  ['EC', '+593'],
  ['MX', '+52'],
  ['US', '+1'],
  ['CA', '+1'],
  ['ES', '+34'],
  ['FR', '+33'],
  ['DE', '+49'],
  ['IT', '+39'],
  ['GB', '+44'],
  ['IE', '+353'],
  ['NL', '+31'],
  ['BE', '+32'],
  ['CH', '+41'],
  ['AT', '+43'],
  ['SE', '+46'],
  ['NO', '+47'],
  ['DK', '+45'],
  ['PL', '+48'],
  ['JP', '+81'],
  ['CN', '+86'],
  ['KR', '+82'],
  ['IN', '+91'],
  ['AU', '+61'],
  ['ZA', '+27'],
  ['IL', '+972'],
  ['AE', '+971'],
  ['TR', '+90'],
  ['MA', '+212'],
  ['NG', '+234'],
] as const satisfies ReadonlyArray<readonly [string, string]>

export type CountryIso = (typeof COUNTRY_CODES)[number][0]

export const DEFAULT_COUNTRY: CountryIso = 'BR'
export const DEFAULT_DIAL_CODE = '+55'

/** A country's name in `locale` ("Brasil", "Brazil"), or its code where the browser has no name for it. */
export function countryName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso
  } catch {
    return iso
  }
}

/** The select's value for a saved dial code: the first country with it ("+1" is the United States). */
export function countryForDialCode(dial: string | null | undefined): CountryIso {
  return COUNTRY_CODES.find(([, code]) => code === dial)?.[0] ?? DEFAULT_COUNTRY
}

export function dialCodeOf(iso: string): string {
  return COUNTRY_CODES.find(([code]) => code === iso)?.[1] ?? DEFAULT_DIAL_CODE
}

/** Brazil's time zones (IANA), east to west: what the user-info section offers. */
export const BR_TIME_ZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Belem',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Manaus',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
] as const
