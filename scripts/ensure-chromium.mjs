// Step 1 of `npm test` (and `npm run browsers`): make sure the browsers are there. Playwright's own browser download
// cannot be reached here, so this uses Debian's packages: `chromium` (the benches and Lighthouse; the test runners'
// fallback) and `chromium-headless-shell` (the stories and the journeys; scripts/chromium.mjs says why). Found
// via CHROMIUM_PATH (which then serves everything), the PATH or /usr/bin; installed with apt-get when missing and we
// are root. A missing shell alone is not an error: the browser tests then run in the full Chromium, only slower.
import { spawnSync } from 'node:child_process'
import { findChromium, findTestBrowser } from './chromium.mjs'

function version(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : null
}

function report(path) {
  console.log(`chromium: ${path} (${version(path) ?? 'version unknown'})`)
  const tests = findTestBrowser()
  if (tests && tests !== path) console.log(`browser tests run in: ${tests} (${version(tests) ?? 'version unknown'})`)
  return 0
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }

/** apt-get update, then install `packages`; false (said why) when a step fails. */
function aptInstall(packages) {
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: aptEnv })
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`)
      return false
    }
  }
  return true
}

/** The headless shell beside a Chromium already there: installed when it can be, else the browser tests use the Chromium. */
function ensureHeadlessShell(chromium) {
  if (process.env.CHROMIUM_PATH || findTestBrowser() !== chromium) return report(chromium)
  if (isRoot && hasApt()) {
    console.log('chromium-headless-shell not found: installing Debian\'s package for the browser tests')
    if (!aptInstall(['chromium-headless-shell'])) console.log('the browser tests will run in the full Chromium')
  } else {
    console.log('chromium-headless-shell not found: the browser tests run in the full Chromium, more slowly')
    console.log('  (sudo apt-get install -y chromium-headless-shell makes them faster)')
  }
  return report(chromium)
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return ensureHeadlessShell(found)
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`)
    return 1
  }

  if (!isRoot || !hasApt()) {
    console.error(
      [
        'Chromium is missing. Install Debian/Ubuntu\'s package, then run the tests again:',
        '  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
        'or point CHROMIUM_PATH at any Chromium or Chrome binary:',
        '  CHROMIUM_PATH=/path/to/chrome npm test',
      ].join('\n'),
    )
    return 1
  }

  console.log('chromium not found: installing Debian\'s packages (chromium, chromium-headless-shell)')
  if (!aptInstall(['chromium', 'chromium-headless-shell'])) return 1
  const installed = findChromium()
  if (!installed) {
    console.error('apt-get finished but no chromium binary was found on the PATH or at /usr/bin/chromium.')
    return 1
  }
  return report(installed)
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium())
