import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { categoriesList } from '@/api/categories.ts'
import { casinosProviders } from '@/api/casino.ts'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { faults } from '@/testing/auth-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'

const section = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 10_000 }))

describe('casino home', () => {
  it('puts 5 categories on top, the others after, and every provider with its games; each links to its listing', async () => {
    renderRoute('/casinos')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cassino' })).toBeInTheDocument()
    const top = await section('Principais categorias')
    const topLinks = await top.findAllByRole('link')
    expect(topLinks).toHaveLength(5)
    expect(topLinks[0]).toHaveAttribute('href', '/casino/provider/all/category/top')
    expect(topLinks[1]).toHaveTextContent('Slots')
    expect(topLinks[1]!.querySelector('img')).toHaveAttribute('src', '/storage/categories/slots.svg')

    const more = await section('Mais categorias')
    expect(more.getByRole('link', { name: 'Roleta' })).toHaveAttribute('href', '/casino/provider/all/category/roleta')

    const providers = await section('Provedores')
    const pixel = await providers.findByRole('link', { name: /^Pixel Gaming \d+ jogos$/ }, { timeout: 10_000 })
    expect(pixel).toHaveAttribute('href', '/casino/provider/pixel-gaming/category/all')
    expect(screen.getByRole('link', { name: 'Ver todos os jogos' })).toHaveAttribute(
      'href',
      '/casino/provider/all/category/all',
    )
  })

  it('a provider leads to its listing', async () => {
    renderRoute('/casinos')
    const providers = await section('Provedores')
    await userEvent.click(await providers.findByRole('link', { name: /^Pixel Gaming/ }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pixel Gaming' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it.each([
    ['a 500', faults.json(500, { message: 'trace' })],
    ['no answer', faults.network()],
  ])('categories failing (%s) is a quiet line with a retry; the providers stay', async (_case, fault) => {
    server.use(override(categoriesList, fault))
    renderRoute('/casinos')
    const top = await section('Principais categorias')
    expect(await top.findByText('Não foi possível carregar as categorias.')).toBeInTheDocument()
    const providers = await section('Provedores')
    expect(await providers.findByRole('link', { name: /^Pixel Gaming/ })).toBeInTheDocument()
    server.resetHandlers()
    await userEvent.click(top.getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(top.getAllByRole('link')).toHaveLength(5))
  })

  it('providers failing is a quiet line with a retry; the categories stay', async () => {
    server.use(override(casinosProviders, faults.malformed()))
    renderRoute('/casinos')
    const providers = await section('Provedores')
    expect(await providers.findByText('Não foi possível carregar os provedores.')).toBeInTheDocument()
    const top = await section('Principais categorias')
    expect(await top.findAllByRole('link')).toHaveLength(5)
  })
})
