import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { drawScene, headPose, niceStep, PALETTES, ticks, type SceneState } from './scene.ts'

/** A 2D context that records what is drawn: translations, transparency and the paths filled. */
function recorder() {
  const calls: Array<{ op: string; args: unknown[]; alpha: number }> = []
  const context: Record<string, unknown> = { globalAlpha: 1 }
  const record =
    (op: string) =>
    (...args: unknown[]) =>
      calls.push({ op, args, alpha: context.globalAlpha as number })
  for (const op of ['save', 'restore', 'clearRect', 'beginPath', 'moveTo', 'lineTo', 'closePath', 'stroke', 'fill']) {
    context[op] = record(op)
  }
  for (const op of ['fillText', 'translate', 'rotate', 'scale', 'arc', 'setLineDash']) context[op] = record(op)
  return { context: context as unknown as CanvasRenderingContext2D, calls }
}

/** The plane is drawn from Path2D shapes: each one stands for a part of it. */
class FakePath {
  constructor(readonly d: string) {}
}
beforeEach(() => vi.stubGlobal('Path2D', FakePath))
afterEach(() => vi.unstubAllGlobals())

const state = (over: Partial<SceneState>): SceneState => ({
  phase: 'flying',
  growth: 0.12,
  seconds: 5,
  multiplier: 1.82,
  away: 0,
  ...over,
})
const planeParts = (calls: ReturnType<typeof recorder>['calls']) =>
  calls.filter((call) => call.op === 'fill' && call.args[0] instanceof FakePath)
const draw = (over: Partial<SceneState>) => {
  const { context, calls } = recorder()
  drawScene(context, 800, 450, state(over), PALETTES.dark, (m) => `${m.toFixed(2)}x`)
  return calls
}

describe('crash scene', () => {
  it('steps the scales in 1, 2 and 5 times a power of ten', () => {
    expect(niceStep(1, 4)).toBe(0.5)
    expect(niceStep(9, 4)).toBe(5)
    expect(niceStep(30, 5)).toBe(10)
    expect(ticks(1, 2, 4)).toEqual([1.5, 2])
    expect(ticks(0, 8, 4)).toEqual([2, 4, 6, 8])
  })

  it('points the plane along the last stretch of the curve', () => {
    expect(
      headPose([
        [0, 10],
        [10, 10],
      ]),
    ).toEqual({ x: 10, y: 10, angle: 0 })
    expect(
      headPose([
        [0, 10],
        [10, 0],
      ]).angle,
    ).toBeCloseTo(-Math.PI / 4)
  })

  it('draws the plane parked, flying at the head of the curve, leaving and gone', () => {
    expect(planeParts(draw({ phase: 'idle', seconds: 0, multiplier: 1 })).length).toBeGreaterThan(0)
    const flying = draw({})
    expect(planeParts(flying).length).toBeGreaterThan(0)
    expect(flying.some((call) => call.op === 'fillText' && call.args[0] === '1.50x')).toBe(true)
    const leaving = planeParts(draw({ phase: 'crashed', away: 0.5 }))
    expect(leaving.length).toBeGreaterThan(0)
    expect(leaving.every((call) => call.alpha === 0.5)).toBe(true)
    expect(planeParts(draw({ phase: 'crashed', away: 1 }))).toHaveLength(0)
  })
})
