/**
 * The wheel's geometry. Angles are degrees clockwise from the top, where the pointer sits; sector 0 starts at the
 * top and the sectors follow clockwise. The wheel turns clockwise by its rotation, so a sector whose centre is at
 * angle c is under the pointer when (c + rotation) is a whole number of turns.
 */

/** The spec's wheel: 20 sectors, whatever number of prizes the server lists (a missing one is a blank sector). */
export const SECTOR_COUNT = 20
/**
 * The spec's wheel size, 420 by 633: the wheel (420 across) on its stand, drawn in these units and scaled to the width
 * the page gives it.
 */
export const WHEEL_FRAME = { width: 420, height: 633 } as const
/** The wheel's diameter in the frame: its whole width. */
export const WHEEL_DIAMETER = WHEEL_FRAME.width
/** Full turns before the wheel settles, so a spin reads as a spin (about 3 s with the easing). */
export const SPIN_TURNS = 5
/** The spin's duration: "stops after about 3 s". */
export const SPIN_DURATION_MS = 3000
/** The congratulation's count-up. */
export const COUNT_UP_MS = 2000

/** Width of one sector. */
export function sectorSweep(count: number): number {
  return 360 / Math.max(1, count)
}

/** Where sector i starts (its first edge). */
export function sectorStartAngle(index: number, count: number): number {
  return index * sectorSweep(count)
}

/** The middle of sector i: the angle its label sits on and the pointer stops at. */
export function sectorCenterAngle(index: number, count: number): number {
  return sectorStartAngle(index, count) + sectorSweep(count) / 2
}

/**
 * The server's prize index, made a sector of this wheel: a fraction or a number out of range is clamped to the
 * nearest sector, and something that is not a number is sector 0.
 */
export function clampSectorIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0
  return Math.min(count - 1, Math.max(0, Math.trunc(index)))
}

const mod360 = (angle: number) => ((angle % 360) + 360) % 360

/**
 * The rotation that stops sector `index` under the pointer, going forward (clockwise) from `current` by `turns`
 * full turns plus less than one more: always more than `current`, so the wheel never turns back.
 */
export function stopRotation(index: number, count: number, current: number, turns = SPIN_TURNS): number {
  const sector = clampSectorIndex(index, count)
  const wanted = mod360(-sectorCenterAngle(sector, count))
  const extra = mod360(wanted - mod360(current))
  return current + turns * 360 + extra
}

/** The sector under the pointer for a rotation (the inverse of stopRotation, for tests and the pointer's label). */
export function sectorAtRotation(rotation: number, count: number): number {
  const underPointer = mod360(-rotation)
  return clampSectorIndex(Math.floor(underPointer / sectorSweep(count)), count)
}

/** A point on the circle at `angle` (clockwise from the top) in SVG coordinates (y grows downwards). */
export function pointAt(angle: number, radius: number, cx = 0, cy = 0): { x: number; y: number } {
  const radians = (angle * Math.PI) / 180
  return { x: cx + radius * Math.sin(radians), y: cy - radius * Math.cos(radians) }
}

const round = (value: number) => Math.round(value * 1000) / 1000

/** The SVG path of sector i: a wedge from the centre. */
export function sectorPath(index: number, count: number, radius: number, cx = 0, cy = 0): string {
  const start = pointAt(sectorStartAngle(index, count), radius, cx, cy)
  const end = pointAt(sectorStartAngle(index, count) + sectorSweep(count), radius, cx, cy)
  const largeArc = sectorSweep(count) > 180 ? 1 : 0
  return `M ${round(cx)} ${round(cy)} L ${round(start.x)} ${round(start.y)} A ${radius} ${radius} 0 ${largeArc} 1 ${round(end.x)} ${round(end.y)} Z`
}

/**
 * The prize shown `elapsed` ms into the count-up, in whole centavos: eases out (fast first, slow at the end),
 * never above the prize, the prize itself from `duration` on.
 */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration || duration <= 0) return target
  const progress = Math.max(0, elapsed) / duration
  const eased = 1 - (1 - progress) ** 3
  return Math.min(target, Math.round(target * eased))
}

const wholeReais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 })
const exactReais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** A sector's prize as short as it reads on the wheel: "R$ 50", or "R$ 2,50" when it has centavos. */
export function sectorLabel(centavos: number): string {
  return centavos % 100 === 0 ? wholeReais.format(centavos / 100) : exactReais.format(centavos / 100)
}
