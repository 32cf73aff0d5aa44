// Where the Debian Chromium lives and how every tool here launches it. Playwright's own browser download is
// unreachable on these machines, so all of them use Debian's packages:
// - the test runners (Playwright's journeys, Vitest's browser mode for the stories) use `chromium-headless-shell`,
//   the same headless-only build Playwright itself picks for headless runs. Debian's full `chromium` in headless mode is the whole browser drawn off-screen: every new window
//   also builds its toolbar's WebUI (the omnibox popup, in a renderer of its own), about 2 s of CPU per fresh context
//   on this machine; a first visit to `/` took 7.4 s of Chromium CPU there, 4.0 s in the shell
//   (docs/decisions/062-tests-in-the-headless-shell.md);
// - the benches and Lighthouse use the full `chromium`, a player's browser, as their figures always have.
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

/**
 * Flags that work headless in a sandboxed, offline machine: without the background-networking ones Chromium
 * keeps dialling Google services and the closed network refuses them noisily.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** CHROMIUM_PATH, else `chromium` on the PATH, else Debian's /usr/bin/chromium; null when none is there. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = join(dir, name)
      if (isExecutable(candidate)) return candidate
    }
  }
  return isExecutable('/usr/bin/chromium') ? '/usr/bin/chromium' : null
}

/**
 * The test runners' browser: CHROMIUM_PATH when set (one browser for everything, as before), else Debian's
 * `chromium-headless-shell` (the PATH or /usr/bin), else the full Chromium (slower, same results).
 */
export function findTestBrowser() {
  if (process.env.CHROMIUM_PATH) return findChromium()
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, 'chromium-headless-shell')
    if (isExecutable(candidate)) return candidate
  }
  if (isExecutable('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell'
  return findChromium()
}

/** For the test runners' configs: findTestBrowser's binary, or a Debian path so the launch error names it. */
export function testBrowserPath() {
  return findTestBrowser() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
}
