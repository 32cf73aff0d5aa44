/**
 * Screenshots of the stories marked `parameters.screenshot` (stories/screenshots/), compared with the reference
 * images committed next to them (`__screenshots__/`). Loaded only by the Vitest project that runs the stories, so
 * Storybook itself never imports vitest/browser.
 *
 * What keeps a shot deterministic: Mantine runs with env="test" (no transitions), this file also stops CSS
 * animations and the caret, nothing is focused in a game's frame, the shot waits for the fonts, the data come from the seeded mock with its clock
 * stopped, and toMatchScreenshot itself waits until two captures in a row are identical (then allows 40 pixels of
 * rasterising noise).
 */
import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'

const still = document.createElement('style')
still.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  caret-color: transparent !important;
}`
// A sheet of its own: a story about a transition lets the transitions run (stories/fixtures.ts, withTransitions).
const noTransitions = document.createElement('style')
noTransitions.dataset.noTransitions = ''
noTransitions.textContent = '*, *::before, *::after { transition: none !important; }'
document.head.append(still, noTransitions)

/**
 * In the demo games' frames (same-origin in the stories) a focus ring shows timing, whether the round's button kept
 * its focus through the moment the round disabled it, not the state the shot is about: the shot is taken with
 * nothing focused there. The page's own focus stays (a modal's first field is focused on purpose).
 */
function blurFrames(doc: Document): void {
  for (const frame of doc.querySelectorAll('iframe')) {
    const inner = frame.contentDocument
    if (!inner) continue
    const active = inner.activeElement
    if (active instanceof (inner.defaultView?.HTMLElement ?? HTMLElement)) active.blur()
    blurFrames(inner)
  }
}

interface StoryContext {
  story?: { id: string; parameters: { screenshot?: boolean } }
}

afterEach(async (context) => {
  const { story } = context as typeof context & StoryContext
  if (!story?.parameters.screenshot || context.task.result?.state === 'fail') return
  await document.fonts.ready
  blurFrames(document)
  // The story id names the shot (theme and viewport are part of it); Vitest adds browser and platform.
  // A few pixels of a drawn line's end (the demo games' SVG win lines) rasterise differently from run to run; a
  // change anyone could see is hundreds of pixels at least (a moved border, a toast), so up to 40 may differ.
  await expect(page).toMatchScreenshot(story.id, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { allowedMismatchedPixels: 40 },
  })
})
