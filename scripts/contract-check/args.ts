import type { ContractCheckOptions } from './check.ts'

/** The command line of `npm run contract:check`. */

export const USAGE = `usage: npm run contract:check -- --base-url URL [--email E --password P] [--write]
                              [--register] [--forget-password] [--json FILE] [--junit FILE] [--timeout SECONDS]

  --base-url URL       the API base, as VITE_API_BASE_URL (https://api.example.com/api/)
  --email, --password  a test account: the player's calls run only with both
  --write              the stateful journeys on that account (deposit and its status, a withdrawal request, a bet,
                       a favorite set and restored, a mission accepted…), each idempotent one sent twice with one key
  --register           with --write: create a new account through auth/register
  --forget-password    with --write: e-mail the test account a password reset link
  --json FILE          the report as JSON
  --junit FILE         the report as JUnit XML
  --timeout SECONDS    per request (default 15)

Exit status: 0 no drift, missing route or error; 1 otherwise; 2 bad usage or no server to reach.`

export interface CommandLine {
  check: Omit<ContractCheckOptions, 'fetch' | 'onResult' | 'now'>
  jsonFile?: string
  junitFile?: string
}

export type Parsed = { ok: true; value: CommandLine } | { ok: false; message: string } | { ok: 'help' }

const VALUED = ['--base-url', '--email', '--password', '--json', '--junit', '--timeout'] as const
const SWITCHES = ['--write', '--register', '--forget-password'] as const

/** `--name value` or `--name=value`; a repeated flag, an unknown one or a missing value is a usage error. */
export function parseArgs(args: readonly string[]): Parsed {
  const values = new Map<string, string>()
  const switches = new Set<string>()
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? ''
    if (arg === '--help' || arg === '-h') return { ok: 'help' }
    const equals = arg.indexOf('=')
    const name = arg.startsWith('--') && equals > 0 ? arg.slice(0, equals) : arg
    if ((VALUED as readonly string[]).includes(name)) {
      const value = equals > 0 && arg.startsWith('--') ? arg.slice(equals + 1) : args[(index += 1)]
      if (value === undefined || value === '' || (equals < 0 && value.startsWith('--')))
        return { ok: false, message: `${name} needs a value` }
      if (values.has(name)) return { ok: false, message: `${name} is given twice` }
      values.set(name, value)
    } else if ((SWITCHES as readonly string[]).includes(arg)) {
      switches.add(arg)
    } else {
      return { ok: false, message: `unknown argument ${JSON.stringify(arg)}` }
    }
  }
  const baseUrl = values.get('--base-url')
  if (!baseUrl) return { ok: false, message: '--base-url is required' }
  const email = values.get('--email')
  const password = values.get('--password')
  if ((email === undefined) !== (password === undefined))
    return { ok: false, message: '--email and --password go together' }
  const write = switches.has('--write')
  const register = switches.has('--register')
  const forgetPassword = switches.has('--forget-password')
  if ((register || forgetPassword) && !write)
    return { ok: false, message: '--register and --forget-password are writes: add --write' }
  let timeoutMs: number | undefined
  const timeout = values.get('--timeout')
  if (timeout !== undefined) {
    const secondsValue = Number(timeout)
    if (!Number.isFinite(secondsValue) || secondsValue <= 0)
      return { ok: false, message: `--timeout must be a number of seconds above 0, got ${JSON.stringify(timeout)}` }
    timeoutMs = secondsValue * 1000
  }
  return {
    ok: true,
    value: {
      check: {
        baseUrl,
        ...(email !== undefined ? { email, password } : {}),
        write,
        register,
        forgetPassword,
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      },
      jsonFile: values.get('--json'),
      junitFile: values.get('--junit'),
    },
  }
}
