// Step 1 of `npm test` (and `npm run browsers`): make sure a Chromium is there for Vitest browser mode, Playwright
// and Lighthouse. Playwright's own browser download cannot be reached here, so this uses Debian's `chromium`:
// found via CHROMIUM_PATH, the PATH or /usr/bin/chromium; installed with apt-get when missing and we are root.
import { spawnSync } from 'node:child_process'
import { findChromium } from './chromium.mjs'

function version(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : null
}

function report(path) {
  console.log(`chromium: ${path} (${version(path) ?? 'version unknown'})`)
  return 0
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return report(found)
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`)
    return 1
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) {
    console.error(
      [
        'Chromium is missing. Install Debian/Ubuntu\'s package, then run the tests again:',
        '  sudo apt-get update && sudo apt-get install -y chromium',
        'or point CHROMIUM_PATH at any Chromium or Chrome binary:',
        '  CHROMIUM_PATH=/path/to/chrome npm test',
      ].join('\n'),
    )
    return 1
  }

  console.log('chromium not found: installing Debian\'s package (apt-get update && apt-get install -y chromium)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`)
      return 1
    }
  }
  const installed = findChromium()
  if (!installed) {
    console.error('apt-get finished but no chromium binary was found on the PATH or at /usr/bin/chromium.')
    return 1
  }
  return report(installed)
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium())
