// The benches' child processes (`npm run bench`, `npm run bench:sports`): servers started in the background and
// stopped, with the scratch folder, when the bench exits; builds run to their end; a wait for a server to answer.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/** `label` names the bench in its errors; `env` is every child's environment; `scratch` is removed at exit. */
export function benchProcesses({ root, env, scratch, label }) {
  const children = new Set()
  const start = (command, commandArgs, extraEnv = {}) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    children.add(child)
    child.on('exit', () => children.delete(child))
    return child
  }
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM')
    rmSync(scratch, { recursive: true, force: true })
  }
  process.on('exit', stopAll)
  process.on('SIGINT', () => process.exit(130))

  const runToEnd = (command, commandArgs, extraEnv = {}) =>
    new Promise((resolvePromise) => {
      const child = spawn(command, commandArgs, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' })
      child.on('exit', (code) => resolvePromise(code ?? 1))
    })

  const waitFor = async (url, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      try {
        const response = await fetch(url)
        if (response.ok) return
      } catch {
        // Not listening yet.
      }
      await sleep(250)
    }
    throw new Error(`${label}: ${url} did not answer within ${timeoutMs / 1000} s`)
  }

  return { start, runToEnd, waitFor }
}
