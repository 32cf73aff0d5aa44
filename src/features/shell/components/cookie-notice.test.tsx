import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render.tsx'
import { CookieNotice } from './cookie-notice.tsx'

describe('cookie notice', () => {
  it('shows until Aceitar, then remembers it in localStorage `cookieAccepted`', async () => {
    renderWithProviders(<CookieNotice />)
    const notice = await screen.findByRole('region', { name: 'Aviso de cookies' })
    expect(notice).toHaveTextContent('Usamos cookies')
    await userEvent.click(within(notice).getByRole('button', { name: 'Aceitar' }))
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument()
    expect(localStorage.getItem('cookieAccepted')).toBe('true')
  })

  it('stays hidden once accepted', async () => {
    localStorage.setItem('cookieAccepted', 'true')
    renderWithProviders(<CookieNotice />)
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument())
  })
})
