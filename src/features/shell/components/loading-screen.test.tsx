import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createStore } from 'jotai'
import { AppProviders } from '@/app/providers.tsx'
import { createTestI18n, createTestQueryClient } from '@/testing/render.tsx'
import { LoadingScreen } from './loading-screen.tsx'

afterEach(() => {
  vi.useRealTimers()
})

function renderLoadingScreen(locale: 'pt-BR' | 'en' = 'pt-BR') {
  return render(
    <AppProviders queryClient={createTestQueryClient()} i18n={createTestI18n(locale)} store={createStore()} env="test">
      <LoadingScreen />
    </AppProviders>,
  )
}

describe('loading screen', () => {
  it('announces a promotional phrase politely and rotates it every 3.5 s', async () => {
    vi.useFakeTimers()
    renderLoadingScreen()
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).toHaveTextContent('Depósitos via PIX caem na hora.')

    await act(async () => {
      vi.advanceTimersByTime(3499)
    })
    expect(status).toHaveTextContent('Depósitos via PIX caem na hora.')
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(status).toHaveTextContent('Milhares de jogos de cassino em um só lugar.')
    await act(async () => {
      vi.advanceTimersByTime(3500)
    })
    expect(status).toHaveTextContent('Aposte no seu time do coração com odds ao vivo.')
  })

  it('wraps around after the last phrase', async () => {
    vi.useFakeTimers()
    renderLoadingScreen()
    await act(async () => {
      vi.advanceTimersByTime(3500 * 6)
    })
    expect(screen.getByRole('status')).toHaveTextContent('Depósitos via PIX caem na hora.')
  })

  it('is translated', () => {
    renderLoadingScreen('en')
    expect(screen.getByRole('status')).toHaveTextContent('PIX deposits land instantly.')
  })
})
