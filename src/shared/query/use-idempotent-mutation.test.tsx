import { describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { ApiError } from '@/api/errors.ts'
import { createTestQueryClient } from '@/testing/providers.ts'
import { useIdempotentMutation } from './use-idempotent-mutation.ts'

type Outcome = 'ok' | 'network' | 'timeout' | 'refused'

/** A money endpoint that answers as scripted and records the key of every attempt. */
function fakeServer(script: Outcome[]) {
  const keys: string[] = []
  let release: (() => void) | undefined
  const send = async (_input: { amount: number }, key: string) => {
    keys.push(key)
    const outcome = script.shift() ?? 'ok'
    if (outcome === 'ok') {
      // Held until the test lets it through, so a second submit can arrive while this one is in flight.
      await new Promise<void>((resolve) => (release = resolve))
      return { id: keys.length }
    }
    if (outcome === 'refused')
      throw new ApiError({
        kind: 'http',
        endpointId: 'x',
        status: 400,
        body: { message: 'Saldo insuficiente' },
      })
    throw new ApiError({ kind: outcome, endpointId: 'x' })
  }
  return { keys, send, release: () => release?.() }
}

function setup(server: ReturnType<typeof fakeServer>) {
  const queryClient = createTestQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useIdempotentMutation({ mutationFn: server.send }), {
    wrapper,
  })
}

describe('useIdempotentMutation', () => {
  it('sends once for two submits in the same frame, and again once the first has settled', async () => {
    const server = fakeServer(['ok', 'ok'])
    const { result } = setup(server)
    act(() => {
      result.current.submit({ amount: 5000 })
      result.current.submit({ amount: 5000 })
    })
    await waitFor(() => expect(result.current.isPending).toBe(true))
    expect(server.keys).toHaveLength(1)
    act(() => server.release())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    act(() => result.current.submit({ amount: 5000 }))
    await waitFor(() => expect(server.keys).toHaveLength(2))
    // An answered action ends its key: the same amount again is a new deposit.
    expect(server.keys[1]).not.toBe(server.keys[0])
  })

  it.each(['network', 'timeout'] as const)(
    'retries an action that got no answer (%s) with the same key',
    async (kind) => {
      const server = fakeServer([kind, 'ok'])
      const { result } = setup(server)
      act(() => result.current.submit({ amount: 5000 }))
      await waitFor(() => expect(result.current.isError).toBe(true))
      act(() => result.current.submit({ amount: 5000 }))
      await waitFor(() => expect(server.keys).toHaveLength(2))
      expect(server.keys[1]).toBe(server.keys[0])
    },
  )

  it('uses a new key after a refusal, and for a different action after no answer', async () => {
    const server = fakeServer(['refused', 'network', 'ok'])
    const { result } = setup(server)
    act(() => result.current.submit({ amount: 5000 }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    act(() => result.current.submit({ amount: 5000 }))
    await waitFor(() => expect(server.keys).toHaveLength(2))
    await waitFor(() => expect(result.current.isError).toBe(true))
    act(() => result.current.submit({ amount: 7000 }))
    await waitFor(() => expect(server.keys).toHaveLength(3))
    expect(new Set(server.keys).size).toBe(3)
  })
})
