import { mulberry32 } from '@/shared/prng.ts'

/**
 * The home's winners marquee: made-up withdrawals that scroll by (the product shows generated entries, not real
 * players). Pure and seeded, so a page, a story and a test draw the same list from the same seed.
 */

/** How many entries one cycle shows. */
export const MARQUEE_ENTRIES = 50
/** R$ 100,00 to R$ 999,99, in integer centavos like every amount of the app. */
export const MARQUEE_MIN_CENTAVOS = 10_000
export const MARQUEE_MAX_CENTAVOS = 99_999
/** One full pass of the list takes 120 s (a CSS animation, see winners-marquee.module.css). */
export const MARQUEE_CYCLE_SECONDS = 120

export interface MarqueeWinner {
  /** Position in the list: a stable key. */
  id: number
  /** Masked, e.g. "Jo***a S.". */
  name: string
  /** Integer centavos. */
  amount: number
}

const FIRST_NAMES = [
  'Ana',
  'Antônio',
  'Beatriz',
  'Bruno',
  'Camila',
  'Carlos',
  'Daniela',
  'Diego',
  'Eduarda',
  'Felipe',
  'Fernanda',
  'Gabriel',
  'Giovana',
  'Gustavo',
  'Isabela',
  'João',
  'Joana',
  'Juliana',
  'Larissa',
  'Leonardo',
  'Letícia',
  'Lucas',
  'Luana',
  'Marcos',
  'Mariana',
  'Matheus',
  'Natália',
  'Paulo',
  'Priscila',
  'Rafael',
  'Renata',
  'Rodrigo',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Vitória',
] as const

const SURNAMES = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Costa',
  'Dias',
  'Ferreira',
  'Gomes',
  'Lima',
  'Martins',
  'Moreira',
  'Nascimento',
  'Oliveira',
  'Pereira',
  'Ribeiro',
  'Rocha',
  'Santos',
  'Silva',
  'Souza',
  'Teixeira',
  'Vieira',
] as const

/**
 * "Joana Silva" -> "Jo***a S.": the first two letters and the last of the first name, the surname's initial. A first
 * name of three letters or fewer keeps only its first letter ("Ana" -> "A***").
 */
export function maskName(firstName: string, surname: string): string {
  const letters = Array.from(firstName.trim())
  const first = letters.length > 3 ? `${letters.slice(0, 2).join('')}***${letters.at(-1)}` : `${letters[0] ?? ''}***`
  const initial = Array.from(surname.trim())[0]
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}

/** The marquee's entries for a seed: `count` winners, each amount in [R$ 100,00, R$ 999,99]. */
export function marqueeWinners(seed: number, count: number = MARQUEE_ENTRIES): MarqueeWinner[] {
  const random = mulberry32(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const span = MARQUEE_MAX_CENTAVOS - MARQUEE_MIN_CENTAVOS + 1
  return Array.from({ length: count }, (_, id) => ({
    id,
    name: maskName(pick(FIRST_NAMES), pick(SURNAMES)),
    amount: MARQUEE_MIN_CENTAVOS + Math.floor(random() * span),
  }))
}

/** A seed that changes once a day: the list looks fresh from one day to the next and stays put within a visit. */
export function dailyMarqueeSeed(now: number = Date.now()): number {
  return Math.floor(now / 86_400_000)
}
