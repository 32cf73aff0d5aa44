// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MODULE_MOCKING, MODULE_MOCKING_TESTS, UNIT_TESTS } from './unit-projects.ts'

const root = new URL('..', import.meta.url)
const files = UNIT_TESTS.flatMap((pattern) =>
  globSync(pattern, { cwd: root, exclude: (name) => name === 'node_modules' }),
)

describe('the unit projects', () => {
  it('find the test files', () => {
    expect(files).toContain('scripts/unit-projects.test.ts')
    expect(files.length).toBeGreaterThan(100)
  })

  it('run every file that replaces modules in the isolated project, and only those', () => {
    const mocking = files.filter((file) => MODULE_MOCKING.test(readFileSync(new URL(file, root), 'utf8'))).sort()
    expect(mocking).toEqual([...MODULE_MOCKING_TESTS].sort())
  })
})
