import '@mantine/core/styles/Badge.layer.css'
import type { ReactNode } from 'react'
import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import type { Game } from '@/api/casino.ts'
import pageClasses from '@/shared/ui/page.module.css'
import { GameCarousel } from '../../components/game-carousel.tsx'
import { GameGrid, GameGridPlaceholder } from '../../components/game-grid.tsx'
import { listingViewAtom } from '../state.ts'
import classes from './listing.module.css'

/** The first row of the 7-column grid loads its covers at once: it is what the page shows first. */
const EAGER_COVERS = 7

/** A listing's frame: the title with the count badge, then the content. */
export function ListingFrame({
  title,
  total,
  children,
}: {
  /** Undefined while the first answer is on its way. */
  title: ReactNode | undefined
  total?: number | undefined
  children: ReactNode
}) {
  return (
    <Stack className={pageClasses.page} gap="md">
      <Group gap="sm" align="center" wrap="wrap">
        {title === undefined ? (
          <Title order={1} className={pageClasses.title} aria-busy="true">
            <Skeleton height={30} width={220} radius="sm" aria-hidden="true" />
          </Title>
        ) : (
          <Title order={1} className={pageClasses.title}>
            {title}
          </Title>
        )}
        {total !== undefined && <GamesCount total={total} />}
      </Group>
      {children}
    </Stack>
  )
}

function GamesCount({ total }: { total: number }) {
  return (
    <Badge size="lg" variant="light" className={classes.count}>
      <Plural value={total} _0="# jogos" one="# jogo" other="# jogos" />
    </Badge>
  )
}

/**
 * The games in the player's view (grid or carousel), fading in over 300 ms when the view changes. While the next page
 * or filter loads, the games already there stay, dimmed and marked busy.
 */
export function GamesView({ games, label, stale }: { games: readonly Game[]; label: string; stale: boolean }) {
  const view = useAtomValue(listingViewAtom)
  return (
    <div className={classes.results} data-stale={stale || undefined} aria-busy={stale}>
      <div key={view} className={classes.fade}>
        {view === 'grid' ? (
          <GameGrid games={games} label={label} eager={EAGER_COVERS} />
        ) : (
          <GameCarousel games={games} label={label} priority />
        )}
      </div>
    </div>
  )
}

/** The first load: 'Carregando os Jogos...' over 5 placeholder cards. */
export function GamesLoading() {
  const { t } = useLingui()
  const text = t`Carregando os Jogos...`
  return (
    <Stack gap="sm">
      <Text c="dimmed" aria-hidden="true">
        {text}
      </Text>
      <GameGridPlaceholder label={text} />
    </Stack>
  )
}

/** No game for this listing (or these filters); `action` clears what narrowed it. */
export function GamesEmpty({ hint, action }: { hint: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Text fw={700} size="lg">
        <Trans>Nenhum jogo encontrado</Trans>
      </Text>
      <Text c="dimmed">{hint}</Text>
      {action}
    </Stack>
  )
}
