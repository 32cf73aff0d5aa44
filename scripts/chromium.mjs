// Where the Debian chromium lives and how every tool here launches it (Vitest browser mode, Playwright,
// Lighthouse). Playwright's own browser download is unreachable on these machines, so all of them use this one.
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

/** For configs: the binary to launch, falling back to the Debian path so the error names it when missing. */
export function chromiumPath() {
  return findChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}
