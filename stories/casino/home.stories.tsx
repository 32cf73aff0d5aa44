import { Suspense } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { gamesAll } from '@/api/casino.ts'
import type { EndpointWireResponse } from '@/api/define.ts'
import { settingsBanners } from '@/api/settings.ts'
import { HomePage } from '@/features/casino/lobby/home-page.tsx'
import { answer, override } from '@mocks/override.ts'
import { gameFixture } from '@/testing/casino-fixtures.ts'
import { pendingForever, withTransitions } from '../fixtures.ts'
import { forceLayout } from '../wallet/fixtures.ts'

/** The lobby as `/` shows it, with a fixed marquee seed so every run draws the same winners. */
function Home() {
  return (
    <Suspense fallback={null}>
      <HomePage marqueeSeed={20261123} />
    </Suspense>
  )
}

const meta = {
  title: 'Casino/Home',
  component: Home,
  beforeEach: () => forceLayout('desktop'),
} satisfies Meta<typeof Home>

export default meta
type Story = StoryObj<typeof meta>

const carousel = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Destaques' }, { timeout: 5000 })
const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Jogos' }, { timeout: 5000 })

/** The seeded lobby: banners, the call to register, the marquee, home banners, carousels and the grid. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const banners = await carousel(canvasElement)
    const first = within(banners).getAllByRole('img')[0] as HTMLImageElement
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    await waitFor(() => expect(first.complete && first.naturalWidth > 0).toBe(true))
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Últimos saques' })).toHaveTextContent('acabou de SACAR via PIX')
    await expect(await canvas.findByRole('region', { name: 'Promoções' })).toBeVisible()
    const games = await grid(canvasElement)
    await expect(within(games).getAllByRole('listitem').length).toBeGreaterThan(7)
  },
}

/**
 * The carousel moves on by itself after 6 s, gliding on the compositor: the page writes the banners' position once, a
 * CSS transition carries it (Embla's own slide writes it on every frame, 73 times). The pause button stops it.
 */
export const Autoplay: Story = {
  beforeEach: withTransitions,
  play: async ({ canvasElement }) => {
    const region = await carousel(canvasElement)
    const banners = within(region)
    await expect(banners.getByRole('button', { name: 'Mostrar o banner 1' })).toHaveAttribute('aria-current', 'true')
    const strip = region.querySelector<HTMLElement>('[aria-live]')
    if (!strip) throw new Error('the banners’ strip is missing')
    let writes = 0
    const observer = new MutationObserver((records) => (writes += records.length))
    observer.observe(strip, { attributeFilter: ['style'] })
    let glided = ''
    strip.addEventListener('transitionend', (event) => {
      if (event.target === strip) glided = event.propertyName
    })
    // The carousel holds still under the pointer, and the test browser's pointer may rest where the carousel draws
    // (Chromium's headless shell reports it hovered from the start, and again when the page's layout moves the
    // carousel under it): the pointer leaves it, as a player's would, on every look (leaving again changes nothing).
    await waitFor(
      async () => {
        await userEvent.unhover(region)
        await expect(banners.getByRole('button', { name: 'Mostrar o banner 2' })).toHaveAttribute(
          'aria-current',
          'true',
        )
      },
      { timeout: 9000 },
    )
    await waitFor(() => expect(glided).toBe('transform'))
    await waitFor(() => expect(strip).not.toHaveAttribute('data-gliding'))
    observer.disconnect()
    // Embla's start may write it too: a couple of writes, against one per frame of a slide.
    await expect(writes).toBeLessThanOrEqual(3)
    await userEvent.click(banners.getByRole('button', { name: 'Pausar os banners' }))
    await expect(banners.getByRole('button', { name: 'Reproduzir os banners' })).toBeVisible()
    await userEvent.click(banners.getByRole('button', { name: 'Banner anterior' }))
    await waitFor(() =>
      expect(banners.getByRole('button', { name: 'Mostrar o banner 1' })).toHaveAttribute('aria-current', 'true'),
    )
  },
}

/** Every section waits: the banner's box and placeholder cards hold the layout. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(settingsBanners), pendingForever(gamesAll))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status', { name: 'Carregando os banners' })).toBeVisible()
    await expect(canvas.getAllByRole('status', { name: 'Carregando os Jogos...' }).length).toBeGreaterThan(0)
  },
}

/** No banner to show (none, or the call failed): the page starts with the rest. */
export const NoBanners: Story = {
  beforeEach({ msw }) {
    msw.use(override(settingsBanners, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    await grid(canvasElement)
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Carregando os banners' })).toBeNull(), {
      timeout: 8000,
    })
    await expect(canvas.queryByRole('region', { name: 'Destaques' })).toBeNull()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

const brokenBanners: EndpointWireResponse<typeof settingsBanners> = {
  banners: [
    {
      id: 1,
      type: 'carousel',
      image: '/nowhere/banner.svg',
      display_image: '/nowhere/banner-wide.svg',
      mobile_image: '/nowhere/banner-mobile.svg',
      description: 'Bônus de boas-vindas: 100% no primeiro depósito',
    },
    {
      id: 2,
      type: 'carousel',
      image: '/storage/banners/bingo.svg',
      display_image: '/nowhere/bingo.svg',
      description: 'Bingo todo dia, a qualquer hora',
    },
  ],
}

const brokenCovers = {
  providers: [
    {
      id: 1,
      name: 'Pixel Gaming',
      games: [
        gameFixture({ id: 1, game_name: 'Capa Quebrada', cover: '/nowhere/cover.svg' }),
        gameFixture({ id: 2, game_name: 'Sem Capa', cover: null }),
      ],
    },
  ],
} as EndpointWireResponse<typeof gamesAll>

/** Broken images (addresses that answer no image): a banner falls back to its other image, then to a drawn placeholder; covers to their initials. */
export const BrokenImages: Story = {
  beforeEach({ msw }) {
    msw.use(override(settingsBanners, answer(settingsBanners, brokenBanners)))
    msw.use(override(gamesAll, answer(gamesAll, brokenCovers)))
  },
  play: async ({ canvasElement }) => {
    const banners = within(await carousel(canvasElement))
    const name = 'Bônus de boas-vindas: 100% no primeiro depósito'
    // Each image fails in turn; the drawn placeholder keeps the banner's text.
    await waitFor(() => expect(banners.getByRole('img', { name }).tagName).toBe('SPAN'), { timeout: 5000 })
    await expect(banners.getByRole('img', { name })).toHaveTextContent(name)
    const second = banners.getAllByRole('img', { hidden: true }).find((img) => img.tagName === 'IMG')
    await waitFor(() => expect(second).toHaveAttribute('src', '/storage/banners/bingo.svg'))
    const games = await grid(canvasElement)
    // Both covers end as the drawn initials.
    await waitFor(() => expect(games.querySelectorAll('img')).toHaveLength(0), { timeout: 5000 })
    await expect(games).toHaveTextContent('CQ')
  },
}

/** A phone: the mobile banners (3:2), two columns, only games that run on phones. */
export const Phone: Story = {
  beforeEach: () => forceLayout('phone'),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const banners = await carousel(canvasElement)
    await expect(within(banners).getAllByRole('img')[0]).toHaveAttribute('width', '600')
    await grid(canvasElement)
  },
}

/** The dark theme (axe checks its colours). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await carousel(canvasElement)
    await grid(canvasElement)
  },
}
