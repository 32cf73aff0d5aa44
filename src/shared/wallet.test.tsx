import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createTestQueryClient } from '@/testing/providers.ts'
import { profileSummaryKey, protectionLimitsKey, walletKeys } from './queries.ts'
import { useMoneyMoved } from './wallet.ts'

describe('useMoneyMoved', () => {
  it("marks the wallet, the wallets, the histories and the limits' use stale, and nothing else", async () => {
    const queryClient = createTestQueryClient()
    const keys = [walletKeys.active(), walletKeys.list(), walletKeys.deposits(1), protectionLimitsKey()]
    for (const key of [...keys, profileSummaryKey()]) queryClient.setQueryData(key, { cached: true })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useMoneyMoved(), { wrapper })
    // Fresh before: a deposit paid is what makes them stale (the limits page then shows the deposit counted).
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false)

    await act(() => result.current())

    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true)
    expect(queryClient.getQueryState(profileSummaryKey())?.isInvalidated).toBe(false)
  })
})
