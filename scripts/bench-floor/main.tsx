// The bench's floor (vite.config.ts here): the lobby's first screen, static, on the app's stack and stylesheets.
import '@/app/styles.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { theme } from '@/app/theme.ts'
import cardClasses from '@/features/casino/components/game-card.module.css'
import gridClasses from '@/features/casino/components/game-grid.module.css'
import bannerClasses from '@/features/casino/lobby/components/banner-image.module.css'
import homeClasses from '@/features/casino/lobby/home-page.module.css'
import type { FloorScreen } from './first-screen.ts'

declare const __FLOOR_SCREEN__: FloorScreen
const screen = __FLOOR_SCREEN__
// game-card.tsx's COVER_WIDTH and COVER_HEIGHT and banners.ts's BANNER_SIZE.mobile, as numbers: those modules carry
// Lingui's macros and the deployment's configuration, which this page has neither of.
const COVER = { width: 300, height: 400 }
const BANNER = { width: 600, height: 400 }

function FirstScreen() {
  return (
    <main className={homeClasses.page}>
      {screen.banner ? (
        <span className={bannerClasses.box} data-device="mobile">
          <img
            className={bannerClasses.image}
            src={screen.banner.src}
            alt={screen.banner.alt}
            width={BANNER.width}
            height={BANNER.height}
            fetchPriority="high"
            decoding="sync"
          />
        </span>
      ) : null}
      <ul className={gridClasses.grid} aria-label="Jogos">
        {screen.cards.map((card, index) => (
          <li key={card.id}>
            <article className={cardClasses.card}>
              <a href={`/casino/game/${card.id}`} className={cardClasses.link}>
                <span className={cardClasses.cover}>
                  {card.cover ? (
                    <img
                      className={cardClasses.image}
                      src={card.cover}
                      alt=""
                      width={COVER.width}
                      height={COVER.height}
                      loading={index < screen.eager ? 'eager' : 'lazy'}
                      fetchPriority={index < screen.eager ? 'high' : 'auto'}
                      decoding="async"
                    />
                  ) : null}
                </span>
                <span className={cardClasses.name}>{card.name}</span>
                {card.provider ? <span className={cardClasses.provider}>{card.provider}</span> : null}
              </a>
            </article>
          </li>
        ))}
      </ul>
    </main>
  )
}

const router = createRouter({ routeTree: createRootRoute({ component: FirstScreen }) })
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  </StrictMode>,
)
