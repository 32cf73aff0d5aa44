// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  DOM_TESTS,
  JSDOM_TESTS,
  MODULE_MOCKING,
  MODULE_MOCKING_TESTS,
  NODE_TESTS,
  UNIT_TESTS,
} from './unit-projects.ts'

const root = new URL('..', import.meta.url)
const glob = (patterns: readonly string[]) =>
  patterns.flatMap((pattern) => globSync(pattern, { cwd: root, exclude: (name) => name === 'node_modules' }))
const files = glob(UNIT_TESTS)

describe('the unit projects', () => {
  it('find the test files', () => {
    expect(files).toContain('scripts/unit-projects.test.ts')
    expect(files.length).toBeGreaterThan(100)
  })

  it('run every file that replaces modules in the isolated project, and only those', () => {
    const mocking = files.filter((file) => MODULE_MOCKING.test(readFileSync(new URL(file, root), 'utf8'))).sort()
    expect(mocking).toEqual([...MODULE_MOCKING_TESTS].sort())
  })

  it('run every test file in exactly one project, as vite.config.ts includes and excludes them', () => {
    const isolated = new Set(MODULE_MOCKING_TESTS)
    const dom = new Set(DOM_TESTS)
    const unit = glob([...JSDOM_TESTS, ...DOM_TESTS]).filter((file) => !isolated.has(file))
    const node = glob(NODE_TESTS).filter((file) => !isolated.has(file) && !dom.has(file))
    expect([...unit, ...node, ...isolated].sort()).toEqual([...files].sort())
    expect(new Set([...unit, ...node, ...isolated]).size).toBe(files.length)
  })

  it('list in DOM_TESTS only `.ts` test files that exist, once each', () => {
    const ts = new Set(glob(NODE_TESTS))
    expect(DOM_TESTS.filter((file) => !ts.has(file))).toEqual([])
    expect(new Set(DOM_TESTS).size).toBe(DOM_TESTS.length)
  })

  it('leave no file that renders with Testing Library in the Node project', () => {
    const dom = new Set([...DOM_TESTS, ...MODULE_MOCKING_TESTS])
    const rendering = glob(NODE_TESTS).filter(
      (file) => !dom.has(file) && /@testing-library\//.test(readFileSync(new URL(file, root), 'utf8')),
    )
    expect(rendering).toEqual([])
  })
})
