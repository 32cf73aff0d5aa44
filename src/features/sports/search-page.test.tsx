import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sportsEvents } from '@/api/sports.ts'
import { captureRequests } from '@/testing/auth-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'

const field = () => screen.findByRole('textbox', { name: 'Time ou liga' }, { timeout: 10_000 })

describe('sports search page', () => {
  it('asks for two letters, then searches the term typed and keeps it in the address', async () => {
    const sent = captureRequests(sportsEvents)
    const { router } = renderRoute('/sports/search')
    const input = await field()
    expect(input).toHaveValue('')
    expect(screen.getByText('Digite ao menos 2 letras do nome de um time ou de uma liga.')).toBeInTheDocument()

    await fill(userEvent, input, '  Palmeiras ')
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Buscar' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ termo: 'Palmeiras' }))
    expect(await screen.findByRole('region', { name: 'Resultados para “Palmeiras”' }, { timeout: 10_000 })).toBeInTheDocument()
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('search')).toBe('Palmeiras'))
    expect(await field()).toHaveValue('Palmeiras')
  })

  it('starts from the term in the address; an empty search clears it', async () => {
    const { router } = renderRoute('/sports/search?termo=Flamengo')
    const input = await field()
    expect(input).toHaveValue('Flamengo')
    await userEvent.clear(input)
    await fill(userEvent, input, '   ')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByText('Digite ao menos 2 letras do nome de um time ou de uma liga.')).toBeInTheDocument()
  })
})
