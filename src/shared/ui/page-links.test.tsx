import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render.tsx'
import { PageLinks, type PageNumbers } from './page-links.tsx'

const page = (patch: Partial<PageNumbers>): PageNumbers => ({
  current_page: 1,
  last_page: 3,
  per_page: 12,
  total: 30,
  prev_page_url: null,
  next_page_url: 'http://api/x?page=2',
  ...patch,
})

const searchFor = (number: number) => ({ tab: 'a', ...(number > 1 ? { page: number } : {}) })

describe('PageLinks', () => {
  it('links every page to the current address with its search; Previous is disabled without a previous link', async () => {
    renderWithProviders(<PageLinks page={page({})} label="Páginas" searchFor={searchFor} />, { route: '/lista?tab=a' })
    const next = await screen.findByRole('link', { name: 'Próxima página' })
    expect(next).toHaveAttribute('href', '/lista?tab=a&page=2')
    expect(screen.getByRole('link', { name: 'Página 3' })).toHaveAttribute('href', '/lista?tab=a&page=3')
    expect(screen.getByLabelText('Página 1')).toHaveAttribute('aria-current', 'page')
    const previous = screen.getByRole('link', { name: 'Página anterior' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(previous).not.toHaveAttribute('href')
  })

  it('Next is disabled on the last page, Previous leads to the one before', async () => {
    renderWithProviders(
      <PageLinks
        page={page({ current_page: 3, prev_page_url: 'http://api/x?page=2', next_page_url: null })}
        label="Páginas"
        searchFor={searchFor}
      />,
      { route: '/lista?tab=a&page=3' },
    )
    expect(await screen.findByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/lista?tab=a&page=2')
    expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('shows nothing when everything fits one page', async () => {
    renderWithProviders(
      <>
        <p>lista</p>
        <PageLinks
          page={page({ total: 12, last_page: 1, next_page_url: null })}
          label="Páginas"
          searchFor={searchFor}
        />
      </>,
    )
    await screen.findByText('lista')
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).not.toBeInTheDocument()
  })
})
