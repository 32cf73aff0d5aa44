// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { catalogue } from './catalogue.ts'
import { coverSvg, escapeXml, wrapWords } from './covers.ts'

describe('covers', () => {
  it('wraps a name on word boundaries into at most three lines, the last cut with an ellipsis', () => {
    expect(wrapWords('Gates of Olympus', 10, 3)).toEqual(['Gates of', 'Olympus'])
    expect(wrapWords('Supercalifragilistic', 8, 3)).toEqual(['Supercalifragilistic'])
    expect(wrapWords('one two three four five six', 7, 3)).toEqual(['one two', 'three', 'four…'])
  })

  it('escapes what XML would read as markup', () => {
    expect(escapeXml(`Hold & Win <b>"x"</b> 'y'`)).toBe('Hold &amp; Win &lt;b&gt;&quot;x&quot;&lt;/b&gt; &#39;y&#39;')
  })

  it('draws every game in the same 3:4 frame, with a different palette per game', () => {
    const [a, b] = catalogue().games
    if (!a || !b) throw new Error('empty catalogue')
    for (const game of [a, b]) expect(coverSvg(game)).toMatch(/^<svg [^>]*viewBox="0 0 300 400"/)
    const colour = (svg: string) => /stop-color="(hsl\([^"]+\))"/.exec(svg)?.[1]
    expect(colour(coverSvg(a))).not.toBe(colour(coverSvg(b)))
  })
})
