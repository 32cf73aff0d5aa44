import type { Mission } from '@/api/missions.ts'

/** The spec's cut of a card's description. */
export const DESCRIPTION_MAX = 80

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * A description as plain text: tags removed (a block tag leaves a space, so words do not run together), the common
 * entities decoded, spaces collapsed. Never parsed as HTML: the text is the backend's, not trusted markup.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/<\/?(?:p|div|br|li|ul|ol|h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#\d+);/g, (entity, name: string) =>
      name.startsWith('#') ? codePoint(Number(name.slice(1))) : (ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A numeric reference as its character. One that names no character (`&#1114112;`, past Unicode; `&#0;`; a lone
 * surrogate) reads as U+FFFD, as HTML's own parser does: one bad item never takes the page down (String.fromCodePoint
 * throws on it).
 */
function codePoint(value: number): string {
  const valid = Number.isInteger(value) && value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff)
  return valid ? String.fromCodePoint(value) : '\uFFFD'
}

/** Stripped, then cut at 80 characters with an ellipsis (the ellipsis is the 80th). */
export function cardDescription(text: string | null | undefined): string {
  const plain = stripMarkup(text ?? '')
  if (plain.length <= DESCRIPTION_MAX) return plain
  return `${plain.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`
}

export type MissionState = 'open' | 'active' | 'completed' | 'collected'

/** What the card shows: Accept (open), Active with its progress, completed (waiting for Collect Rewards), collected. */
export function missionState(mission: Pick<Mission, 'haveMission' | 'completed' | 'collected'>): MissionState {
  if (!mission.haveMission) return 'open'
  if (mission.collected) return 'collected'
  return mission.completed ? 'completed' : 'active'
}

/** The progress circle's value, 0-100, whatever the server sent. */
export function progressPercent(mission: Pick<Mission, 'myRounds' | 'myRoundsPercentage' | 'challenge_total'>): number {
  const total = mission.challenge_total ?? 0
  const value = total > 0 ? (mission.myRounds * 100) / total : mission.myRoundsPercentage
  return Math.max(0, Math.min(100, Math.floor(Number.isFinite(value) ? value : 0)))
}

/** The footer's count: missions done among those the list shows. */
export function completedCount(missions: readonly Pick<Mission, 'completed' | 'collected'>[]): number {
  return missions.filter((mission) => mission.completed || mission.collected).length
}

/** Whether Collect Rewards has something to pay in this list. */
export function hasRewardsToCollect(missions: readonly Pick<Mission, 'haveMission' | 'completed' | 'collected'>[]) {
  return missions.some((mission) => missionState(mission) === 'completed')
}
