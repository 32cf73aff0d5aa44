import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import { CloseButton, FocusTrap, Loader, Portal, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import type { Game } from '@/api/casino.ts'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { IconSearch } from '@/shared/ui/icons/search.tsx'
import { fullScreenSearchOpenAtom } from '@/shared/ui-state.ts'
import { GameCover } from '../../components/game-card.tsx'
import { searchQueryOptions } from '../../queries.ts'
import { OVERLAY_LIMIT, SEARCH_DEBOUNCE_MS, overlayTerm } from '../../rules/search-terms.ts'
import { IconArrowLeft } from './icons.tsx'
import { POPULAR_SEARCHES } from '../rules/popular-searches.ts'
import classes from './game-search.module.css'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The phone's full-screen game search is open on this history entry: the browser's back closes it. */
    gameSearch?: boolean
    /** The term the player had searched when leaving for a game: coming back to this entry shows it again. */
    gameSearchTerm?: string
  }
}

/** A result opens the game's page with a full page load (a plain link, not the router). */
export const gameHref = (game: Pick<Game, 'id'>) => `/casino/game/${game.id}`

/**
 * The home's game search. On desktop a box with a panel under it; on phones (under 768 px) a box-shaped button that
 * opens the search full screen, over the top bar, with the page's scroll locked; its back button, Escape and the
 * browser's back close it (opening it pushes a history entry).
 */
export function GameSearch() {
  return useIsPhone() ? <PhoneGameSearch /> : <DropdownGameSearch />
}

function DropdownGameSearch() {
  const [open, setOpen] = useState(false)
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }
  return (
    <div className={classes.dropdown} onBlur={onBlur}>
      <SearchCombobox layout="dropdown" open={open} onOpen={() => setOpen(true)} onDismiss={() => setOpen(false)} />
    </div>
  )
}

function PhoneGameSearch() {
  const open = useRouterState({ select: (state) => state.location.state.gameSearch === true })
  const navigate = useNavigate()
  const router = useRouter()
  const trigger = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(open)

  // Closing gives the focus back to the box that opened the search.
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus()
    wasOpen.current = open
  }, [open])

  const openScreen = () =>
    void navigate({
      to: '.',
      search: true,
      hash: true,
      state: (previous) => ({ ...previous, gameSearch: true }),
      resetScroll: false,
    })

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={classes.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openScreen}
      >
        <IconSearch size={18} />
        <span>
          <Trans>Buscar jogos</Trans>
        </span>
      </button>
      {open ? <FullScreenSearch onClose={() => router.history.back()} /> : null}
    </>
  )
}

function FullScreenSearch({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const setCoversScreen = useSetAtom(fullScreenSearchOpenAtom)
  const router = useRouter()
  const [initialTerm] = useState(() => router.state.location.state.gameSearchTerm ?? '')
  // A result is a full page load of the game: the search's history entry keeps the term, so the browser's back from
  // the game comes back to these results instead of an empty search.
  const rememberTerm = (term: string) =>
    router.history.replace(router.state.location.href, { ...router.state.location.state, gameSearchTerm: term })

  useEffect(() => {
    setCoversScreen(true)
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      setCoversScreen(false)
      root.style.overflow = overflow
    }
  }, [setCoversScreen])

  return (
    <Portal>
      <FocusTrap active>
        <div className={classes.screen} role="dialog" aria-modal="true" aria-label={t`Buscar jogos`}>
          <SearchCombobox
            layout="screen"
            open
            onOpen={() => {}}
            onDismiss={onClose}
            initialValue={initialTerm}
            onChoose={rememberTerm}
            leading={
              <button type="button" className={classes.back} aria-label={t`Fechar a busca`} onClick={onClose}>
                <IconArrowLeft size={22} />
              </button>
            }
          />
        </div>
      </FocusTrap>
    </Portal>
  )
}

type SearchView =
  | { kind: 'popular' }
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'results'; term: string; games: Game[]; total: number }

/**
 * What the panel shows for the box's text: popular searches under 2 characters, then (300 ms after the last key)
 * up to 8 results; a failed search shows no results, as the catalogue of failures says (and is logged).
 */
function useSearchView(value: string): SearchView {
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS)
  const wanted = overlayTerm(value)
  const term = overlayTerm(debounced)
  const query = useQuery({ ...searchQueryOptions(term ?? '', { limit: OVERLAY_LIMIT }), enabled: term !== null })

  useEffect(() => {
    if (query.error) console.error('Game search failed', query.error)
  }, [query.error])

  if (wanted === null) return { kind: 'popular' }
  if (term === null || wanted !== term) return { kind: 'loading' }
  if (query.isError) return { kind: 'none' }
  if (query.isPending || query.isPlaceholderData) return { kind: 'loading' }
  if (query.data.data.length === 0) return { kind: 'none' }
  return { kind: 'results', term, games: query.data.data, total: query.data.total }
}

interface SearchComboboxProps {
  layout: 'dropdown' | 'screen'
  open: boolean
  onOpen: () => void
  /** Escape (and, full screen, the back button): the dropdown closes, the full-screen search goes back. */
  onDismiss: () => void
  leading?: ReactNode
  /** The box's text to start with. */
  initialValue?: string
  /** A result is being opened, with the box's text at that moment. */
  onChoose?: (term: string) => void
}

/**
 * The box and its panel, as a WAI-ARIA combobox: the focus stays in the box, the arrow keys move the active
 * result (aria-activedescendant), Enter opens it, Escape closes the panel (and clears the box when it is closed).
 */
function SearchCombobox({
  layout,
  open,
  onOpen,
  onDismiss,
  leading,
  initialValue = '',
  onChoose,
}: SearchComboboxProps) {
  const { t } = useLingui()
  const id = useId()
  const listboxId = `${id}-results`
  const optionId = (index: number) => `${id}-result-${index}`
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(initialValue)
  const view = useSearchView(value)
  const results = view.kind === 'results' ? view.games : NO_GAMES
  // The active result belongs to one list of results: a new list starts with none.
  const [activeIn, setActiveIn] = useState<{ list: Game[]; index: number }>({ list: NO_GAMES, index: -1 })
  const active = open && activeIn.list === results ? activeIn.index : -1
  const setActive = (index: number) => setActiveIn({ list: results, index })
  const expanded = open && results.length > 0

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  })

  const fill = (text: string) => {
    setValue(text)
    onOpen()
    input.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        onOpen()
        if (count > 0) setActive(active < 0 ? 0 : (active + 1) % count)
        return
      case 'ArrowUp':
        event.preventDefault()
        onOpen()
        if (count > 0) setActive(active <= 0 ? count - 1 : active - 1)
        return
      case 'Enter':
        if (active >= 0) {
          event.preventDefault()
          // The option is a plain link: clicking it is the full page load a mouse click makes.
          document.getElementById(optionId(active))?.click()
        }
        return
      case 'Escape':
        event.preventDefault()
        if (layout === 'dropdown' && !open) setValue('')
        else onDismiss()
        return
    }
  }

  return (
    <>
      <div className={classes.bar}>
        {leading}
        <div className={classes.box}>
          <IconSearch size={18} className={classes.boxIcon} />
          <input
            ref={input}
            className={classes.input}
            type="search"
            role="combobox"
            aria-label={t`Buscar jogos`}
            placeholder={t`Buscar jogos`}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listboxId : undefined}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            data-autofocus={layout === 'screen' || undefined}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value)
              onOpen()
            }}
            onFocus={onOpen}
            onKeyDown={onKeyDown}
          />
          {value ? (
            <CloseButton
              className={classes.clear}
              aria-label={t`Limpar busca`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => fill('')}
            />
          ) : null}
        </div>
      </div>
      {open ? (
        // A press inside the panel keeps the focus in the box (the combobox pattern); links and buttons still act.
        <div
          className={layout === 'dropdown' ? classes.panel : classes.screenBody}
          onMouseDown={(event) => event.preventDefault()}
        >
          <SearchPanel
            view={view}
            listboxId={listboxId}
            optionId={optionId}
            active={active}
            onPick={fill}
            replaceOnSeeAll={layout === 'screen'}
            onSeeAll={onDismiss}
            onChoose={() => onChoose?.(value)}
          />
        </div>
      ) : null}
    </>
  )
}

const NO_GAMES: Game[] = []

interface SearchPanelProps {
  view: SearchView
  listboxId: string
  optionId: (index: number) => string
  active: number
  onPick: (term: string) => void
  /** Full screen, the listing replaces the search's history entry, so going back from it does not reopen it. */
  replaceOnSeeAll: boolean
  onSeeAll: () => void
  /** A result's link is being followed (a click, or Enter on the active one). */
  onChoose: () => void
}

function SearchPanel({
  view,
  listboxId,
  optionId,
  active,
  onPick,
  replaceOnSeeAll,
  onSeeAll,
  onChoose,
}: SearchPanelProps) {
  const { t, i18n } = useLingui()
  const total = view.kind === 'results' ? i18n.number(view.total) : ''
  return (
    <>
      <div role="status" className={view.kind === 'results' ? undefined : classes.message}>
        {view.kind === 'loading' ? (
          <>
            <Loader size="sm" />
            <span>
              <Trans>Buscando jogos…</Trans>
            </span>
          </>
        ) : null}
        {view.kind === 'none' ? (
          <>
            <strong className={classes.noneTitle}>
              <Trans>Nenhum jogo encontrado</Trans>
            </strong>
            <span className={classes.hint}>
              <Trans>Tente palavras diferentes ou mais curtas.</Trans>
            </span>
          </>
        ) : null}
        {view.kind === 'results' ? (
          <VisuallyHidden>
            <Plural value={view.total} one="# jogo encontrado" other="# jogos encontrados" />
          </VisuallyHidden>
        ) : null}
      </div>
      {view.kind === 'popular' ? (
        <div className={classes.popular} role="group" aria-labelledby={`${listboxId}-popular`}>
          <p id={`${listboxId}-popular`} className={classes.popularTitle}>
            <Trans>Pesquisas populares</Trans>
          </p>
          <div className={classes.chips}>
            {POPULAR_SEARCHES.map((name) => (
              <button key={name} type="button" className={classes.chip} onClick={() => onPick(name)}>
                {name}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {view.kind === 'results' ? (
        <>
          <div role="listbox" id={listboxId} aria-label={t`Jogos encontrados`} className={classes.results}>
            {view.games.map((game, index) => (
              <a
                key={game.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                href={gameHref(game)}
                tabIndex={-1}
                className={classes.result}
                onClick={onChoose}
              >
                <span className={classes.thumb}>
                  <GameCover game={game} />
                </span>
                <span className={classes.resultText}>
                  <span className={classes.resultName}>{game.game_name}</span>
                  {game.provider?.name ? <span className={classes.resultProvider}>{game.provider.name}</span> : null}
                </span>
              </a>
            ))}
          </div>
          {view.total > view.games.length ? (
            <Link
              to="/casino/provider/{-$provider}/category/{-$category}"
              params={{ provider: 'all', category: 'all' }}
              search={{ searchTerm: view.term }}
              replace={replaceOnSeeAll}
              className={classes.seeAll}
              onClick={replaceOnSeeAll ? undefined : onSeeAll}
            >
              <Trans>Ver todos os {total} resultados</Trans>
            </Link>
          ) : null}
        </>
      ) : null}
    </>
  )
}
