import { curvePoints, multiplierAt, viewFor, type View } from './curve.ts'

/**
 * The crash game's picture, drawn on a canvas once per animation frame: the sky's grid and scales, the curve the
 * multiplier climbs, and the plane at its head, which flies away when the curve ends. Only the drawing is here; what
 * the round is (its growth, its end) comes from the provider's answers.
 */

export type ScenePhase = 'idle' | 'flying' | 'cashed' | 'crashed'

export interface SceneState {
  phase: ScenePhase
  growth: number
  /** Seconds along the curve. */
  seconds: number
  /** The multiplier shown at the head (the provider's figure at the end). */
  multiplier: number
  /** 0..1: how far the plane has flown off after the crash (1 at once without motion). */
  away: number
}

export interface Palette {
  grid: string
  label: string
  line: string
  area: string
  crashed: string
  cashed: string
  body: string
  outline: string
  wing: string
  window: string
  trail: string
}

export const PALETTES: Record<'light' | 'dark', Palette> = {
  light: {
    grid: 'rgba(16, 40, 80, 0.12)',
    label: '#364152',
    line: '#007a3a',
    area: 'rgba(36, 193, 104, 0.22)',
    crashed: '#c92a2a',
    cashed: '#b07800',
    body: '#ffffff',
    outline: '#1a1b1e',
    wing: '#0f9c4f',
    window: '#1c7ed6',
    trail: 'rgba(26, 27, 30, 0.35)',
  },
  dark: {
    grid: 'rgba(255, 255, 255, 0.08)',
    label: '#c1c7d0',
    line: '#35c572',
    area: 'rgba(53, 197, 114, 0.2)',
    crashed: '#ff6b6b',
    cashed: '#fcc419',
    body: '#f8f9fa',
    outline: '#0b0d10',
    wing: '#24c168',
    window: '#74c0fc',
    trail: 'rgba(255, 255, 255, 0.4)',
  },
}

/** Room for the scales: multipliers on the left, seconds along the bottom. */
export const PAD = { left: 52, bottom: 26, top: 16, right: 16 }

/** A step among 1, 2 and 5 times a power of ten that cuts `range` into about `parts` parts. */
export function niceStep(range: number, parts = 4): number {
  const raw = range / Math.max(1, parts)
  const power = 10 ** Math.floor(Math.log10(raw))
  const unit = raw / power
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power
}

/** Tick values from `from` (exclusive) up to `to` (inclusive), on a nice step. */
export function ticks(from: number, to: number, parts = 4): number[] {
  const step = niceStep(to - from, parts)
  const values: number[] = []
  for (let value = Math.floor(from / step) * step + step; value <= to + 1e-9; value += step) {
    values.push(Math.round(value * 1000) / 1000)
  }
  return values
}

/** Where the plane is and which way it points: the last point of the curve, along its last segment. */
export function headPose(points: ReadonlyArray<readonly [number, number]>): { x: number; y: number; angle: number } {
  const last = points[points.length - 1] ?? [0, 0]
  const before = points[points.length - 2] ?? [last[0] - 1, last[1]]
  const angle = Math.atan2(last[1] - before[1], last[0] - before[0])
  return { x: last[0], y: last[1], angle: Number.isFinite(angle) ? angle : 0 }
}

/** The plane, pointing right, about 52 x 36 around its centre. */
const PLANE = {
  body: 'M-22 -4C-22 -7 -15 -8 -6 -8L12 -7C20 -6 26 -3 26 0C26 3 20 6 12 7L-6 8C-15 8 -22 7 -22 4Z',
  wingTop: 'M-4 -6L-12 -22L-5 -22L10 -6Z',
  wingBottom: 'M-4 6L-10 18L-4 18L8 6Z',
  tail: 'M-19 -5L-25 -17L-19 -17L-11 -6Z',
}

type Ctx = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'clearRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'stroke'
  | 'fill'
  | 'fillText'
  | 'translate'
  | 'rotate'
  | 'scale'
  | 'arc'
  | 'setLineDash'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'lineCap'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'globalAlpha'
>

function drawPlane(ctx: Ctx, palette: Palette, size: number) {
  const scale = size / 52
  ctx.scale(scale, scale)
  ctx.lineWidth = 2 / scale
  ctx.lineJoin = 'round'
  ctx.strokeStyle = palette.outline
  for (const [d, fill] of [
    [PLANE.wingTop, palette.wing],
    [PLANE.tail, palette.wing],
    [PLANE.body, palette.body],
    [PLANE.wingBottom, palette.wing],
  ] as const) {
    const path = new Path2D(d)
    ctx.fillStyle = fill
    ;(ctx as CanvasRenderingContext2D).fill(path)
    ;(ctx as CanvasRenderingContext2D).stroke(path)
  }
  ctx.fillStyle = palette.window
  for (const x of [-10, -3, 4, 11]) {
    ctx.beginPath()
    ctx.arc(x, -1.5, 1.8, 0, Math.PI * 2)
    ctx.fill()
  }
}

/**
 * Draws the whole scene in a `width` x `height` box (CSS pixels; the caller scales the context for the screen's
 * pixel ratio). `label` formats a multiplier for the scale.
 */
export function drawScene(
  ctx: Ctx,
  width: number,
  height: number,
  state: SceneState,
  palette: Palette,
  label: (multiplier: number) => string,
): void {
  ctx.clearRect(0, 0, width, height)
  const plotW = Math.max(1, width - PAD.left - PAD.right)
  const plotH = Math.max(1, height - PAD.top - PAD.bottom)
  const view: View = viewFor(state.seconds, Math.max(1, state.multiplier))
  const yOf = (m: number) => PAD.top + plotH - ((m - 1) / (view.top - 1)) * plotH
  const xOf = (s: number) => PAD.left + (s / view.seconds) * plotW
  const small = width < 480

  // The scales: a few round multipliers and seconds, with faint lines across the sky.
  ctx.save()
  ctx.font = `600 ${small ? 11 : 12}px Inter, system-ui, sans-serif`
  ctx.fillStyle = palette.label
  ctx.strokeStyle = palette.grid
  ctx.lineWidth = 1
  ctx.textAlign = 'right'
  ctx.textBaseline = 'middle'
  for (const m of [1, ...ticks(1, view.top, small ? 3 : 4)]) {
    const y = Math.round(yOf(m)) + 0.5
    ctx.beginPath()
    ctx.moveTo(PAD.left, y)
    ctx.lineTo(width - PAD.right, y)
    ctx.stroke()
    ctx.fillText(label(m), PAD.left - 8, y)
  }
  ctx.textAlign = 'center'
  ctx.textBaseline = 'top'
  for (const s of ticks(0, view.seconds, small ? 3 : 5)) {
    const x = Math.round(xOf(s)) + 0.5
    ctx.beginPath()
    ctx.moveTo(x, PAD.top)
    ctx.lineTo(x, PAD.top + plotH)
    ctx.stroke()
    ctx.fillText(`${s}s`, x, PAD.top + plotH + 6)
  }
  ctx.restore()

  const planeSize = small ? 40 : 56
  if (state.phase === 'idle') {
    // Parked at the start of the runway, nose slightly up.
    ctx.save()
    ctx.translate(PAD.left + planeSize * 0.6, PAD.top + plotH - planeSize * 0.35)
    ctx.rotate(-0.12)
    drawPlane(ctx, palette, planeSize)
    ctx.restore()
    return
  }

  const points = curvePoints(state.growth, state.seconds, view, plotW, plotH, 64).map(
    ([x, y]) => [PAD.left + x, PAD.top + y] as [number, number],
  )
  const colour = state.phase === 'crashed' ? palette.crashed : state.phase === 'cashed' ? palette.cashed : palette.line
  const first = points[0] ?? [PAD.left, PAD.top + plotH]
  const head = headPose(points)

  // The area under the curve, then the curve.
  ctx.save()
  ctx.beginPath()
  ctx.moveTo(first[0], PAD.top + plotH)
  for (const [x, y] of points) ctx.lineTo(x, y)
  ctx.lineTo(head.x, PAD.top + plotH)
  ctx.closePath()
  ctx.fillStyle = state.phase === 'flying' ? palette.area : `${colour}33`
  ctx.fill()
  ctx.beginPath()
  points.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)))
  ctx.strokeStyle = colour
  ctx.lineWidth = small ? 4 : 5
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  ctx.stroke()
  ctx.restore()

  if (state.phase === 'crashed') {
    // The plane leaves up and to the right; a dotted trail shows where it went once it is gone.
    const distance = Math.hypot(width, height)
    const angle = Math.min(head.angle, -0.35) - 0.25 * state.away
    const x = head.x + Math.cos(angle) * distance * state.away
    const y = head.y + Math.sin(angle) * distance * state.away
    ctx.save()
    ctx.setLineDash([3, 7])
    ctx.strokeStyle = palette.trail
    ctx.lineWidth = 2
    ctx.beginPath()
    ctx.moveTo(head.x, head.y)
    ctx.lineTo(
      head.x + Math.cos(angle) * distance * Math.max(state.away, 0.25),
      head.y + Math.sin(angle) * distance * Math.max(state.away, 0.25),
    )
    ctx.stroke()
    ctx.restore()
    if (state.away < 1) {
      ctx.save()
      ctx.globalAlpha = 1 - state.away
      ctx.translate(x, y)
      ctx.rotate(angle)
      drawPlane(ctx, palette, planeSize * (1 - 0.4 * state.away))
      ctx.restore()
    }
    return
  }

  ctx.save()
  ctx.translate(head.x, head.y)
  ctx.rotate(Math.max(-1.2, Math.min(0, head.angle)))
  drawPlane(ctx, palette, planeSize)
  ctx.restore()
}

/** The multiplier the curve shows at `seconds` (capped at the game's maximum). */
export function shownMultiplier(growth: number, seconds: number, max: number): number {
  return Math.min(Math.floor(multiplierAt(growth, seconds) * 100 + 1e-9) / 100, max)
}
