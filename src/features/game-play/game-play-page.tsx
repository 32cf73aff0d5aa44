import { useCallback, useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { VisuallyHidden } from '@mantine/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useComputedColorScheme } from '@mantine/core'
import type { GamePlay } from '@/api/casino.ts'
import { profileSummaryKey } from '@/shared/queries.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { useToast } from '@/shared/toast.ts'
import { GameLoader } from './components/game-loader.tsx'
import { GameMaintenance } from './components/game-maintenance.tsx'
import { SideMenu } from './components/side-menu.tsx'
import { gameLaunchQueryOptions } from './queries.ts'
import { gameFrame, type GameFrame } from './rules/frame.ts'
import type { HostMessage } from './rules/host-messages.ts'
import { useFullscreen } from './use-fullscreen.ts'
import { useHostMessages } from './use-host-messages.ts'
import classes from './game-play-page.module.css'

/** The server's words when it asks for a deposit first, in case its answer carries none. */
const NEEDS_BALANCE = msg`Você precisa ter saldo para jogar`

type Playable = Extract<GamePlay, { gameUrl: string }>
type DepositFirst = Extract<GamePlay, { action: 'deposit' }>

/**
 * /games/play/{id}/{slug}: the game screen. Login is checked here as well as by the route's guard: a session that
 * ends while the game is open (signing out, a refused token) sends the player to log in, and back here afterwards.
 */
export function GamePlayPage({ id }: { id: number }) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  const navigate = useNavigate()
  const href = useLocation({ select: (location) => location.href })
  // This screen's own address while the player was logged in: once they are being sent away the location already
  // reads the login's, which must not become the place to come back to.
  const screenHref = useRef(href)
  useEffect(() => {
    if (isAuthenticated) {
      screenHref.current = href
      return
    }
    void navigate({
      to: '/{-$action}',
      params: { action: 'openlogin' },
      search: { redirect: screenHref.current },
      replace: true,
    })
  }, [isAuthenticated, navigate, href])
  if (!isAuthenticated) return null
  // A new game is a new launch: nothing of the previous one (its frame, its session) carries over.
  return <GameScreen key={id} id={id} />
}

/**
 * Launches the game (GET games/single/{id}) and shows what came of it: the loader while it starts, the game in its
 * frame, the deposit page when the player needs money first, or `Jogo em Manutenção` for anything else (a failure,
 * no answer, an answer that breaks the contract, a game URL that must not be framed).
 */
function GameScreen({ id }: { id: number }) {
  const launch = useQuery(gameLaunchQueryOptions(id))
  // The scheme at launch: a later toggle would otherwise change the frame's URL and reload the game mid-round.
  const computedScheme = useComputedColorScheme('light', { getInitialValueInEffect: false })
  const [scheme] = useState(computedScheme)
  const frame =
    launch.data && 'gameUrl' in launch.data ? gameFrame(launch.data.gameUrl, window.location.origin, scheme) : null

  let content
  if (launch.isPending) content = <GameLoader />
  else if (launch.isError) content = <GameMaintenance />
  else if ('action' in launch.data) content = <DepositFirstRedirect answer={launch.data} />
  else if (!frame) content = <GameMaintenance />
  else return <PlayingGame launch={launch.data} frame={frame} />
  return <div className={classes.screen}>{content}</div>
}

/** The player has no money to play: the deposit page, with the server's words as a notice. */
function DepositFirstRedirect({ answer }: { answer: DepositFirst }) {
  const navigate = useNavigate()
  const toast = useToast()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    toast.error(answer.error ?? answer.message ?? NEEDS_BALANCE)
    // Replaced: going back from the deposit page must not land on a screen that sends the player straight back.
    void navigate({ to: '/profile/deposit', replace: true })
  }, [answer, navigate, toast])
  return <GameLoader />
}

/**
 * The game in its sandboxed frame (rules/frame.ts), the loader over it until the frame has loaded or the game says
 * it has, and the side menu. The game's `deposit` message opens the menu on its deposit form.
 */
function PlayingGame({ launch, frame }: { launch: Playable; frame: GameFrame }) {
  const { t } = useLingui()
  const screen = useRef<HTMLDivElement>(null)
  const iframe = useRef<HTMLIFrameElement>(null)
  const depositHeading = useRef<HTMLHeadingElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const [focusDeposit, setFocusDeposit] = useState(0)
  const fullscreen = useFullscreen(screen)
  const name = launch.game.game_name
  const queryClient = useQueryClient()

  // The rounds played in the frame change the profile's statistics (total bet, total won, number of bets) without the
  // app seeing them: the profile is read again once the player leaves the game.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: profileSummaryKey() }), [queryClient])

  useHostMessages(
    iframe,
    launch.token,
    useCallback((message: HostMessage) => {
      if (message === 'loaded') setLoaded(true)
      else {
        setMenuOpen(true)
        setFocusDeposit((count) => count + 1)
      }
    }, []),
  )

  // After the menu has opened (it is inert while closed), the deposit form's heading takes the focus.
  useEffect(() => {
    if (focusDeposit === 0 || !menuOpen) return
    depositHeading.current?.focus()
    depositHeading.current?.scrollIntoView?.({ block: 'start' })
  }, [focusDeposit, menuOpen])

  return (
    <div className={classes.screen} ref={screen}>
      <VisuallyHidden component="h1">{name}</VisuallyHidden>
      <iframe
        ref={iframe}
        className={classes.frame}
        src={frame.src}
        title={t`Jogo: ${name}`}
        sandbox={frame.sandbox}
        allow="fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
        data-loaded={loaded || undefined}
      />
      {!loaded && <GameLoader />}
      <SideMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        gameName={name}
        fullscreen={fullscreen}
        depositHeading={depositHeading}
      />
    </div>
  )
}
