/**
 * Screenshots of the stories marked `parameters.screenshot` (stories/screenshots/), compared with the reference
 * images committed next to them (`__screenshots__/`). Loaded only by the Vitest project that runs the stories, so
 * Storybook itself never imports vitest/browser.
 *
 * What keeps a shot deterministic: Mantine runs with env="test" (no transitions), this file also stops CSS
 * animations and the caret, the shot waits for the fonts, the data come from the seeded mock with its clock
 * stopped, and toMatchScreenshot itself waits until two captures in a row are identical (then allows 40 pixels of
 * rasterising noise).
 */
import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'

const still = document.createElement('style')
still.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important;
}`
document.head.append(still)

interface StoryContext {
  story?: { id: string; parameters: { screenshot?: boolean } }
}

afterEach(async (context) => {
  const { story } = context as typeof context & StoryContext
  if (!story?.parameters.screenshot || context.task.result?.state === 'fail') return
  await document.fonts.ready
  // The story id names the shot (theme and viewport are part of it); Vitest adds browser and platform.
  // A few pixels of a drawn line's end (the demo games' SVG win lines) rasterise differently from run to run; a
  // change anyone could see is hundreds of pixels at least (a moved border, a toast), so up to 40 may differ.
  await expect(page).toMatchScreenshot(story.id, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { allowedMismatchedPixels: 40 },
  })
})
