/**
 * The winners list beside the wheel: generated, not stored. A seeded generator keeps it stable for a few minutes
 * (one "round" of the list), so a reload does not shuffle it, and names are masked as promotional wheels show them
 * (first letters and the surname's initial) so no seeded player is exposed.
 */
import { mulberry32 } from '@/shared/prng.ts'

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vitória',
  'Wesley',
  'Yasmin',
] as const
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Costa',
  'Ferreira',
  'Almeida',
  'Ribeiro',
] as const

export interface WheelWinner {
  name: string
  nivel: number
  prize: string
  currency: 'BRL'
}

/** "Mariana Souza" -> "Mar***a S.": three letters, the last one, the surname's initial. */
export function maskName(first: string, surname: string): string {
  const head = first.slice(0, Math.min(3, Math.max(1, first.length - 1)))
  const tail = first.length > 3 ? first.slice(-1) : ''
  return `${head}***${tail} ${surname.charAt(0)}.`
}

/**
 * `count` winners with prizes taken from the wheel's own sectors (reais, two decimals), and the total paid. The same
 * seed gives the same list.
 */
export function generateWinners(
  prizes: readonly string[],
  seed: number,
  count = 20,
): { winners: WheelWinner[]; total: string } {
  const random = mulberry32(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const winners = Array.from({ length: count }, (): WheelWinner => ({
    name: maskName(pick(FIRST_NAMES), pick(SURNAMES)),
    nivel: 1 + Math.floor(random() * 5),
    prize: prizes.length > 0 ? pick(prizes) : '0.00',
    currency: 'BRL',
  }))
  const centavos = winners.reduce((sum, winner) => sum + Math.round(Number(winner.prize) * 100), 0)
  return { winners, total: (centavos / 100).toFixed(2) }
}

/** The list changes every ten minutes of the simulation clock. */
export const WINNERS_ROUND_MS = 10 * 60_000
