// `npm run bench:games`: each demo game (the slot, the crash game, bingo) played in the demo build on a phone's
// viewport (Lighthouse's, 412 x 823, touch, no CPU throttling), its frames counted inside the game's frame while
// rounds run: frames per second and long frames from requestAnimationFrame. The games animate their reels, the
// plane's curve and the drawn balls; a player on a phone expects that at 60 fps.
// Options: --no-build (reuse dist/ of `npm test -- build` with the same E2E_PORT_OFFSET), --seconds N (default 8),
// --reduced-motion (the page as a player who asked for less motion sees it).
// Not part of `npm test`: frame rates depend on the machine and its load.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { benchProcesses } from './bench-processes.mjs'
import { DROPPED_MS, frameFigures, LONG_FRAME_MS, printTable } from './bench-table.mjs'
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const build = !args.includes('--no-build')
const seconds = Math.max(2, Number(option('--seconds')) || 8)

const executablePath = findChromium()
if (!executablePath) {
  console.error('bench:games: no Chromium found (npm run browsers installs it, or set CHROMIUM_PATH).')
  process.exit(1)
}

// The end-to-end demo port (e2e/support.ts), so `--no-build` can serve the build `npm test -- build` made.
const port = 4301 + Number(process.env.E2E_PORT_OFFSET ?? 0)
const origin = `http://127.0.0.1:${port}`
/** The demo player (mocks/README.md), logged in through the login link the site offers. */
const DEMO = { user: 'demo@jogada.com.br', pass: 'Jogada@2026' }

/** The three demo games by their catalogue names, the control that starts a round, and what keeps a round going. */
const GAMES = [
  { name: 'Fruit Party', start: 'Girar' },
  { name: 'Spaceman', start: 'Apostar' },
  { name: 'Bingo Turbo 75', start: 'Jogar' },
]

const scratch = mkdtempSync(join(tmpdir(), 'jogada-bench-games-'))
const env = {
  ...process.env,
  TMPDIR: scratch,
  PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(delimiter),
}
const { start, runToEnd, waitFor } = benchProcesses({ root, env, scratch, label: 'bench:games' })
if (build) {
  const code = await runToEnd('vite', ['build', '--logLevel', 'warn'])
  if (code !== 0) process.exit(code)
}
// As the end-to-end tests serve a build (scripts/serve-build.mjs: `vite preview` without a config to load).
start('node', ['scripts/serve-build.mjs', 'dist', String(port)])
await waitFor(`${origin}/`)

/* global requestAnimationFrame -- watchFrames runs in the game's frame */
/** rAF timestamps in the game's own document for `ms`. */
function watchFrames(ms) {
  return new Promise((resolvePromise) => {
    const frames = []
    const begin = performance.now()
    const step = (now) => {
      frames.push(now)
      if (now - begin < ms) requestAnimationFrame(step)
      else resolvePromise(frames)
    }
    requestAnimationFrame(step)
  })
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
const rows = []
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: args.includes('--reduced-motion') ? 'reduce' : 'no-preference',
  })
  // The first visit's cookie notice and the demo's product-owner latency are not what is measured.
  await context.addInitScript(() => {
    localStorage.setItem('cookieAccepted', 'true')
    localStorage.setItem('jogada:mock-scenario', JSON.stringify({ latency: 'none', faults: {} }))
  })
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  await page.goto(`${origin}/login?user=${encodeURIComponent(DEMO.user)}&pass=${encodeURIComponent(DEMO.pass)}`)
  await page.getByRole('button', { name: `Entrar como ${DEMO.user}` }).click()
  await page.getByRole('button', { name: 'Menu da conta' }).waitFor()

  for (const game of GAMES) {
    console.log(`bench:games: ${game.name}…`)
    await page.goto(`${origin}/casino/search?searchTerm=${encodeURIComponent(game.name)}`)
    await page.getByRole('link', { name: new RegExp(`^${game.name}`) }).first().click()
    await page.getByRole('heading', { level: 1, name: game.name }).waitFor()
    await page.getByRole('link', { name: 'Jogar' }).click()
    const frameLocator = page.frameLocator(`iframe[title="Jogo: ${game.name}"]`)
    const control = frameLocator.getByRole('button', { name: game.start, exact: true })
    await control.waitFor()
    const frame = page.frames().find((candidate) => candidate.url().includes('/demo-game/'))
    if (!frame) throw new Error(`bench:games: ${game.name}: no game frame`)
    await frameLocator.getByRole('button', { name: game.start, exact: true }).and(frameLocator.locator(':enabled')).waitFor()

    // Rounds back to back while the frames are counted: the start control is pressed whenever it is enabled again.
    const watching = frame.evaluate(watchFrames, seconds * 1000)
    let rounds = 0
    let done = false
    void watching.finally(() => {
      done = true
    })
    while (!done) {
      const enabled = await control.isEnabled().catch(() => false)
      if (enabled) {
        await control.click({ timeout: 2_000 }).catch(() => undefined)
        rounds += 1
      }
      await page.waitForTimeout(150)
    }
    const frames = await watching
    rows.push({ game: game.name, rounds: String(rounds), ...frameFigures(frames) })
  }
  await context.close()
} finally {
  await browser.close()
}

const headers = {
  game: `game (${seconds} s, phone 412 x 823)`,
  rounds: 'rounds started',
  fps: 'fps',
  dropped: `frames > ${DROPPED_MS} ms`,
  long: `frames > ${LONG_FRAME_MS} ms`,
  p99: 'p99 frame',
}
printTable(headers, rows)
process.exit(0)
