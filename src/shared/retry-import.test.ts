// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { cachedImport, retryImport } from './retry-import.ts'

const fast = { backoffMs: 1 }

/** A loader that fails `failures` times, then answers. */
function flaky<T>(failures: number, value: T) {
  let left = failures
  return vi.fn(() => (left-- > 0 ? Promise.reject(new Error(`chunk failed (${left + 1} left)`)) : Promise.resolve(value)))
}

describe('retryImport', () => {
  it('tries again after a failed download and answers the module', async () => {
    const load = flaky(2, { ok: true })
    await expect(retryImport(load, fast)).resolves.toEqual({ ok: true })
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('gives up after the attempts, with the last failure', async () => {
    const load = flaky(5, 'never')
    await expect(retryImport(load, { attempts: 3, backoffMs: 1 })).rejects.toThrow('chunk failed (3 left)')
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('waits a doubling backoff between attempts', async () => {
    vi.useFakeTimers()
    try {
      const load = flaky(2, 'ok')
      const result = retryImport(load, { attempts: 3, backoffMs: 100 })
      await vi.advanceTimersByTimeAsync(0)
      expect(load).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(99)
      expect(load).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(load).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(199)
      expect(load).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(1)
      await expect(result).resolves.toBe('ok')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('cachedImport', () => {
  it('keeps a loaded module: one download for every caller', async () => {
    const load = flaky(0, { mod: 1 })
    const get = cachedImport(load, fast)
    const [a, b] = await Promise.all([get(), get()])
    expect(await get()).toBe(a)
    expect(b).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('never keeps a failure: the next call downloads again', async () => {
    const load = flaky(3, { mod: 1 })
    const get = cachedImport(load, { attempts: 3, backoffMs: 1 })
    await expect(get()).rejects.toThrow('chunk failed')
    expect(load).toHaveBeenCalledTimes(3)
    await expect(get()).resolves.toEqual({ mod: 1 })
    expect(load).toHaveBeenCalledTimes(4)
  })
})
