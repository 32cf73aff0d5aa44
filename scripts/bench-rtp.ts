// The demo games' return to player, proven by simulation: 1,000,000 rounds per game on the provider's engines
// (mocks/provider), each measured RTP within ±0.5 percentage points of the stated one and each hit rate within four
// standard errors of the promised one. Run by `npm run bench` before Lighthouse, or alone:
//   node scripts/run-ts.mjs scripts/bench-rtp.ts [--rounds N]
// Strategies: the default bet; crash cashes out at 2.00x; bingo buys every extra ball it is offered.
import { DEMO_GAMES, type DemoType } from '../mocks/provider/games.ts'
import { simulate } from '../mocks/provider/simulate.ts'

export const RTP_TOLERANCE_PP = 0.5

const pct = (value: number, digits = 2) => `${(value * 100).toFixed(digits)}%`

export function main(args: string[]): number {
  const roundsArg = args.indexOf('--rounds')
  const rounds = Math.max(1, Number(roundsArg >= 0 ? args[roundsArg + 1] : 1_000_000) || 1_000_000)
  console.log(`demo games RTP (${rounds.toLocaleString('en')} rounds per game, seed "bench:<game>")`)
  let failed = false
  const rows: string[][] = [['game', 'stated RTP', 'measured', 'diff', 'hit rate promised', 'measured', 'sd/round', 'time']]
  for (const type of ['slot', 'crash', 'bingo'] as DemoType[]) {
    const spec = DEMO_GAMES[type]
    const start = performance.now()
    const result = simulate(type, rounds, `bench:${type}`)
    const seconds = (performance.now() - start) / 1000
    const diffPp = (result.rtp - spec.rtp) * 100
    const hitSe = Math.sqrt((spec.hitRate * (1 - spec.hitRate)) / rounds)
    const rtpOk = Math.abs(diffPp) <= RTP_TOLERANCE_PP
    const hitOk = Math.abs(result.hitRate - spec.hitRate) <= 4 * hitSe
    if (!rtpOk || !hitOk) failed = true
    rows.push([
      type,
      pct(spec.rtp),
      pct(result.rtp, 3),
      `${diffPp >= 0 ? '+' : ''}${diffPp.toFixed(3)} pp${rtpOk ? '' : ' FAIL'}`,
      pct(spec.hitRate),
      `${pct(result.hitRate, 3)}${hitOk ? '' : ' FAIL'}`,
      result.sd.toFixed(2),
      `${seconds.toFixed(1)} s`,
    ])
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? []
  for (const [index, row] of rows.entries()) {
    console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`)
    if (index === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  }
  if (failed) console.error(`bench-rtp: a game is off its stated RTP (±${RTP_TOLERANCE_PP} pp) or hit rate (4 s.e.)`)
  return failed ? 1 : 0
}
