import type { StoryObj } from '@storybook/react-vite'

/**
 * The viewports a screenshot story runs in: the desktop frame the other stories use, a common laptop, and the
 * narrowest phone the layout supports. Addon-vitest sizes the test frame from `globals.viewport` and these options.
 */
export const SCREENSHOT_VIEWPORTS = {
  desktop: { name: 'Desktop', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
  /** The laptop most players have: where the sports page, the side menu and the open slip share the width. */
  laptop: { name: 'Laptop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
  phone: { name: 'Phone 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
} as const

export type ScreenshotViewport = keyof typeof SCREENSHOT_VIEWPORTS

/**
 * A story of `base` marked for a screenshot (see .storybook/screenshots.setup.ts) in one theme and viewport. The
 * base story's play brings the screen to the state shown; axe checks it like every story.
 */
export function screenshot<S extends Pick<StoryObj, 'globals' | 'parameters'>>(
  base: S,
  theme: 'light' | 'dark',
  viewport: ScreenshotViewport,
): S {
  return {
    ...base,
    globals: { ...base.globals, theme, viewport: { value: viewport, isRotated: false } },
    parameters: { ...base.parameters, screenshot: true, viewport: { options: SCREENSHOT_VIEWPORTS } },
  }
}
