import { describe, expect, it, vi } from 'vitest'
import { callApi } from './client.ts'
import { ApiError } from './errors.ts'
import { settingsData } from './settings.ts'

// The ky chunk's download fails `fail` times in a row (each failed load of the module is one failed download).
const chunk = vi.hoisted(() => ({ fail: 0, loads: 0 }))
vi.mock('ky', async (importOriginal) => {
  chunk.loads++
  if (chunk.fail > 0) {
    chunk.fail--
    throw new TypeError('Failed to fetch dynamically imported module: /assets/ky.js')
  }
  return importOriginal()
})

describe("the HTTP client's chunk", () => {
  it('is retried, a failure is not kept, and once loaded it is not downloaded again', async () => {
    // Every attempt of the first call fails: a connection failure, as Query and the screens know it.
    chunk.fail = 3
    const error = await callApi(settingsData).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'network', endpointId: settingsData.id })
    expect(chunk.loads).toBe(3)

    // The next call downloads again; its first attempt fails too and the retry gets it.
    chunk.fail = 1
    await expect(callApi(settingsData)).resolves.toHaveProperty('setting.software_name')
    expect(chunk.loads).toBe(5)

    await expect(callApi(settingsData)).resolves.toHaveProperty('setting.software_name')
    expect(chunk.loads).toBe(5)
  })
})
