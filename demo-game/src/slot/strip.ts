/**
 * A reel's strip, built once when the slot mounts and never rebuilt: a spin only moves it (a CSS transform, which the
 * compositor runs) and writes the answer's symbols into a few of its cells. Building the strips at each spin (some 80
 * cells of SVG, each a <use> with its own shadow tree, the BAR's text laid out in every copy) cost the task of the
 * spin's click 25 to 40 ms of main-thread CPU on the bench's phone, and a frame or two dropped (docs/performance.md,
 * the demo games).
 *
 * The strip is the shown block (`rows` cells: what the reel shows at rest, the only cells named for assistive
 * technology), in the window exactly as a still reel is drawn, with the run above it, out of the window: the landing
 * block (`rows` cells, where the answer is written as the reel lands) on top, then the filler. It runs downwards by
 * the run's height:
 * - looping, again and again: seamless because the landing block holds what the shown block holds (both are the last
 *   answer), so the end looks like the start;
 * - landing, once, slowing down and settling on the landing block, which now holds the new answer;
 * - once landed, the shown block takes the answer too and the strip goes back where it rests: the same picture.
 */
export interface StripLayout {
  /** Cells in the run, above the window: the landing block, then the filler. */
  run: number
  /** Filler cells between the landing block and the window. */
  filler: number
  /** How far a loop or a landing moves the strip: the run's height as a translateY of the strip (whose own height is
   * the shown block's). */
  travel: string
}

/**
 * The strip of a reel with `rows` rows whose loop runs `run` cells (at least `rows`: a run shorter than the window
 * would show the landing block twice).
 */
export function stripLayout(rows: number, run: number): StripLayout {
  const cells = Math.max(run, rows)
  return { run: cells, filler: cells - rows, travel: `${((100 * cells) / rows).toFixed(4)}%` }
}
