import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from '@/testing/render.tsx'

// The HTTP client's chunk fails every download until `fail` runs out (3 = one call's attempts).
const chunk = vi.hoisted(() => ({ fail: 0 }))
vi.mock('ky', async (importOriginal) => {
  if (chunk.fail > 0) {
    chunk.fail--
    throw new TypeError('Failed to fetch dynamically imported module: /assets/ky.js')
  }
  return importOriginal()
})

describe('route error', () => {
  it("Tentar novamente recovers once the HTTP client's chunk downloads", async () => {
    // The router logs the loader's failure; the screen is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    chunk.fail = 3
    renderRoute('/support')
    // The shell's settings could not be asked for: the full-screen error, as a connection failure.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('Erro de conexão. Verifique sua internet e tente novamente.')
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('banner', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText('Erro de conexão. Verifique sua internet e tente novamente.')).not.toBeInTheDocument()
  })
})
