import { waitFor, within } from 'storybook/test'
import type { StoryScenario } from '../../demo-game/dev/story-frame.ts'
// Built as a self-contained module for the static Storybook (Chromatic) and served from source by the dev servers.
import frameScriptUrl from '../../demo-game/dev/story-frame.ts?worker&url'

/**
 * The demo games are a document of their own (demo-game/, framed by the play screen): a global stylesheet and their own
 * Lingui catalogs. A story shows one in an iframe whose document loads demo-game/dev/story-frame.ts, which runs the
 * game against the fake provider with the story's scenario, so nothing of the game reaches the app's stories.
 * The script is served from source by the Storybook (and Vitest) dev server, and built as a bundle of its own (Vite's
 * `?worker&url`: one self-contained module) by the static Storybook.
 */
const FRAME_SCRIPT = frameScriptUrl

export type { StoryScenario }

function frameDocument(scenario: StoryScenario): string {
  // `<` escaped: the JSON sits inside a script element.
  const json = JSON.stringify(scenario).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="${scenario.lang ?? 'pt-BR'}"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Demo game</title></head>
<body><div id="game"></div><script type="application/json" id="story-scenario">${json}</script>
<script type="module" src="${FRAME_SCRIPT}"></script></body></html>`
}

export function DemoGameFrame({ scenario, title }: { scenario: StoryScenario; title: string }) {
  return (
    <iframe
      // A new document when the scenario (its theme) changes.
      key={JSON.stringify(scenario)}
      title={title}
      srcDoc={frameDocument(scenario)}
      style={{ display: 'block', width: '100%', height: 'min(100dvh, 720px)', border: 0 }}
    />
  )
}

/** The game's document once it has said hello and shown the game: queries scoped to its body. */
export async function gameIn(canvasElement: HTMLElement, title: string) {
  const iframe = await within(canvasElement).findByTitle<HTMLIFrameElement>(title)
  const body = await waitFor(
    () => {
      const game = iframe.contentDocument?.querySelector<HTMLElement>('.game')
      if (!game) throw new Error(`${title}: the game has not shown yet`)
      return game.ownerDocument.body
    },
    { timeout: 15_000 },
  )
  return within(body)
}

/**
 * Renders the game with the story's theme as the launch's `theme`: a sandboxed frame cannot see the colours around
 * it, so the play screen says them at launch (the game's own `prefers-color-scheme` is the fallback).
 */
export function renderWithTheme(
  args: { scenario: StoryScenario; title: string },
  { globals }: { globals: Record<string, unknown> },
) {
  const theme = globals.theme === 'dark' ? 'dark' : 'light'
  return <DemoGameFrame title={args.title} scenario={{ ...args.scenario, theme }} />
}
