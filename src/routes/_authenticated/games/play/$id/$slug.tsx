import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { GamePlayPage } from '@/features/game-play/game-play-page.tsx'
import { IdParam, parseParams, SlugParam } from '@/shared/routing.ts'

// Loaded with the page, in a chunk of its own: its dependencies stay out of the entry's preload lists.
const RealityCheck = lazy(() =>
  import('@/features/protection/reality-check/components/reality-check.tsx').then((m) => ({ default: m.RealityCheck })),
)

/**
 * The game screen, full screen without the app's shell (its side menu has the way home, the balance and the
 * deposit). No loader: a launch hands out a game session token and records a recent, so it happens when the screen
 * opens, never on hovering a link.
 */
export const Route = createFileRoute('/_authenticated/games/play/$id/$slug')({
  params: {
    parse: (raw) => parseParams(v.object({ id: IdParam, slug: SlugParam }), raw),
    stringify: ({ id, slug }) => ({ id: String(id), slug }),
  },
  staticData: { fullScreen: true },
  component: GamePlayRoute,
})

function GamePlayRoute() {
  const { id } = Route.useParams()
  // The reality check beside the game: time played and the session's result every interval (player protection).
  return (
    <>
      <GamePlayPage id={id} />
      <Suspense fallback={null}>
        <RealityCheck />
      </Suspense>
    </>
  )
}
