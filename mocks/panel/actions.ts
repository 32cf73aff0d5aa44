import * as v from 'valibot'
import { referralRows, simulateReferredLoss } from '../affiliate/referrals.ts'
import { accountKey, clearLoginFailures } from '../auth/login-throttle.ts'
import { BROKEN_COVER_EVERY, brokenImages } from '../catalogue/broken-images.ts'
import { catalogue, catalogueBuildMs, type CatalogueGame } from '../catalogue/catalogue.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { ledgerOf, playTotals } from '../wallet/ledger.ts'
import { prebetBonusDisabled, setPrebetBonusDisabled } from '../wallet/limits.ts'
import { clearMailbox, mailboxMessages } from '../auth/mailbox.ts'
import { expireSession, findViewer, idleUserSessions } from '../auth/sessions.ts'
import { walletOf } from '../wallet/wallets.ts'
import { registeredEndpointIds } from '../handlers/define.ts'
import { LOCAL_CLIENT } from '../handlers/client.ts'
import { completeMissionNow, entryOf, resetMissionDay } from '../missions/missions.ts'
import { moneyPolicy, REVIEW_POLICIES, SETTLE_DELAYS } from '../pix/money-policy.ts'
import { realityCheckMinutes } from '../protection/activity-handlers.ts'
import { applyPendingNow, clearLimits, limitsWire } from '../protection/limits.ts'
import { activePause, liftPause, sendMarketingCampaign } from '../protection/pause-db.ts'
import { providerControls } from '../provider/controls.ts'
import { lastRounds } from '../provider/provider.ts'
import { InsufficientFunds, credit, debit } from '../provider/settlement.ts'
import { FAULT_KINDS, LATENCY_MODES, scenarios } from '../scenarios.ts'
import { clock } from '../sim/clock.ts'
import { forgetSpinDevices, spinCounts } from '../spin/controls.ts'
import { advanceMatchTime, forceGoal, setFootball, settleNow, suspendMarket } from '../sports/controls.ts'
import { findEvent, forcedStates, liveEvents, nextEvents, type EventNow } from '../sports/feed.ts'
import { MARKETS } from '../sports/pricing.ts'
import { sportsPolicy } from '../sports/policy.ts'
import {
  approveWithdrawalNow,
  couponsWithUses,
  depositRows,
  neverPay,
  payDepositNow,
  rejectWithdrawalNow,
  setReviewPolicy,
  setSettleDelay,
  setWelcomeBonus,
  welcomeBonusOn,
  WELCOME_BONUS_PERCENT,
  withdrawalRows,
} from '../pix/money-actions.ts'

/**
 * Everything the demo panel reads from or does to the mock, by name: the panel's page side reaches these only over
 * HTTP (`POST /__mock/panel/<name>`, dispatch.ts), so it works the same whether the mock runs on the page, in the
 * service worker or in mock:server (docs/decisions/056-demo-panel-over-http.md). Each action declares its arguments
 * (a strict valibot tuple: the JSON body is that array, nothing more) and returns plain JSON data.
 */
function action<S extends v.StrictTupleSchema<v.TupleItems, undefined>, R>(
  args: S,
  run: (...args: v.InferOutput<S>) => R,
) {
  return { args, run, writes: true }
}

/**
 * An action that only reads: the open panel asks each of these every 1.5 s, so they do not save the database after
 * (a full save each time, retried by every read while the browser's storage is full); what the due jobs they run
 * changed is saved by the database's own debounced save.
 */
function read<S extends v.StrictTupleSchema<v.TupleItems, undefined>, R>(
  args: S,
  run: (...args: v.InferOutput<S>) => R,
) {
  return { args, run, writes: false }
}

const none = v.strictTuple([])
const id = v.pipe(v.number(), v.integer(), v.minValue(1))
const token = v.nullable(v.string())

/** The player a section acts on: whoever signed in last (the demo player before anyone did). */
function currentPlayerId(): number {
  return db.sessions.all().at(-1)?.user_id ?? 1
}

const demoPlayerId = () => db.users.all().find((user) => user.email === DEMO_PLAYER.email)?.id ?? 1

const nameOf = (userId: number) => db.users.find(userId)?.name ?? ''

/** A game by its exact name (no case, no accents) or its code. */
export function findGameByNameOrCode(text: string): CatalogueGame | undefined {
  const plain = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLowerCase()
  const wanted = plain(text)
  if (!wanted) return undefined
  return catalogue().games.find((g) => g.status && (g.game_code === wanted || plain(g.game_name) === wanted))
}

/**
 * The matches the panel acts on: those with open bets (whenever they kick off: the demo ends them to see the bets
 * settle), those under way, then those kicking off in the next three hours.
 */
export function panelMatches(now = clock.nowMs()): EventNow[] {
  const betOn = new Set(
    db.sportsTickets
      .where((ticket) => ticket.status === 'open')
      .flatMap((ticket) => ticket.selections.filter((s) => s.status === 'open').map((s) => s.event_id)),
  )
  const withBets = [...betOn].flatMap((eventId) => {
    const event = findEvent(eventId, now, db)
    return event && !event.state.finished ? [event] : []
  })
  const others = [...liveEvents(now, db), ...nextEvents(now, db)].filter((event) => !betOn.has(event.fixture.id))
  return [...withBets, ...others]
}

/** Round ids of the activity section's sample rounds, apart from the provider's. */
let sampleRound = 0

export const panelActions = {
  // Jogador de demonstração: the live row (e-mail, phone, code), the password from DEMO_PLAYER (the database keeps
  // only its hash, mocks/auth/passwords.ts), and the session behind the browser's stored token.
  'demo-player.get': read(v.strictTuple([token]), (stored) => {
    const demo = db.users.findBy((u) => u.email === DEMO_PLAYER.email)
    const viewer = findViewer(stored)
    return {
      player: demo ? { email: demo.email, phone: demo.phone, code: demo.code } : null,
      password: DEMO_PLAYER.password,
      viewer: viewer ? { name: viewer.user.name, expiresAt: viewer.session.expires_at } : null,
    }
  }),
  // The panel is the demo's operator, not a guesser: wrong passwords typed in the form before must not lock its
  // one-click login out (the throttle still guards the form, mocks/README.md).
  'demo-player.clear-login-failures': action(none, () => {
    const demo = db.users.findBy((u) => u.email === DEMO_PLAYER.email)
    if (demo) clearLoginFailures(accountKey(demo.email, demo.id), LOCAL_CLIENT)
    return demo !== undefined
  }),
  'session.expire': action(v.strictTuple([v.string()]), (stored) => expireSession(stored)),

  'mailbox.list': read(none, () => mailboxMessages()),
  'mailbox.clear': action(none, () => clearMailbox()),

  'deposits.get': read(none, () => ({
    settle: moneyPolicy.get().settle,
    bonusOn: welcomeBonusOn(),
    bonusPercent: WELCOME_BONUS_PERCENT,
    rows: depositRows(),
  })),
  'deposits.pay': action(v.strictTuple([id]), (depositId) => payDepositNow(depositId)),
  'deposits.never-pay': action(v.strictTuple([id]), (depositId) => neverPay(depositId)),
  'deposits.settle-delay': action(v.strictTuple([v.picklist(SETTLE_DELAYS)]), (delay) => setSettleDelay(delay)),
  'deposits.welcome-bonus': action(v.strictTuple([v.boolean()]), (on) => setWelcomeBonus(on)),

  'withdrawals.get': read(none, () => ({ review: moneyPolicy.get().review, rows: withdrawalRows() })),
  'withdrawals.approve': action(v.strictTuple([id]), (withdrawalId) => approveWithdrawalNow(withdrawalId)),
  'withdrawals.reject': action(v.strictTuple([id]), (withdrawalId) => rejectWithdrawalNow(withdrawalId)),
  'withdrawals.review-policy': action(v.strictTuple([v.picklist(REVIEW_POLICIES)]), (policy) =>
    setReviewPolicy(policy),
  ),

  'coupons.list': read(none, () => couponsWithUses()),

  'limits.get': read(none, () => {
    const userId = currentPlayerId()
    return { userId, name: nameOf(userId), limits: limitsWire(userId, clock.nowMs()) }
  }),
  'limits.apply-pending': action(v.strictTuple([id]), (userId) => applyPendingNow(userId)),
  'limits.clear': action(v.strictTuple([id]), (userId) => clearLimits(userId)),

  'affiliate.rows': read(none, () => referralRows()),
  'affiliate.loss': action(v.strictTuple([id, id]), (referredId, centavos) =>
    simulateReferredLoss(referredId, centavos),
  ),

  'missions.get': read(none, () => {
    const userId = currentPlayerId()
    const now = clock.nowMs()
    return {
      userId,
      name: nameOf(userId),
      missions: db.missions.all().map((mission) => {
        const entry = entryOf(userId, mission, now)
        return {
          id: mission.id,
          name: mission.challenge_name,
          period: mission.period,
          total: mission.challenge_total,
          accepted: entry !== undefined,
          rounds: entry?.rounds ?? 0,
          done: entry?.completed_at != null,
        }
      }),
    }
  }),
  'missions.complete': action(v.strictTuple([id, id]), (userId, missionId) =>
    completeMissionNow(userId, missionId, clock.nowMs()),
  ),
  'missions.reset-day': action(v.strictTuple([id]), (userId) => resetMissionDay(userId, clock.nowMs())),

  // Pausa e inatividade: always the demo player's.
  'pause.get': read(none, () => {
    const userId = demoPlayerId()
    const pause = activePause(userId)
    return { userId, pause: pause ? { endsAt: pause.ends_at } : null }
  }),
  'pause.lift': action(v.strictTuple([id]), (userId) => liftPause(userId)),
  'pause.campaign': action(none, () => sendMarketingCampaign().map((mail) => mail.to)),
  'pause.idle': action(v.strictTuple([id]), (userId) => idleUserSessions(userId)),

  'catalogue.get': read(none, () => {
    const { games, providers } = catalogue()
    return {
      games: games.length,
      providers: providers.length,
      buildMs: catalogueBuildMs(),
      brokenEvery: BROKEN_COVER_EVERY,
      broken: brokenImages.get(),
    }
  }),
  'catalogue.broken-images': action(v.strictTuple([v.boolean()]), (on) => brokenImages.set(on)),

  // Jogos: the rounds of the player behind the browser's stored token.
  'games.get': read(v.strictTuple([token]), (stored) => {
    const viewer = findViewer(stored)
    const { nextRoundBig, maintenance } = providerControls.get()
    return {
      signedIn: viewer !== null,
      rounds: (viewer ? lastRounds(viewer.user.id, 10) : []).map((round) => ({
        id: round.id,
        game: catalogue().game(round.game_id)?.game_name ?? String(round.game_id),
        bet: round.bet,
        win: round.win,
        open: round.state === 'open',
        createdAt: round.created_at,
      })),
      nextRoundBig,
      maintenance: maintenance.flatMap((gameId) => {
        const game = catalogue().game(gameId)
        return game ? [{ id: game.id, name: game.game_name }] : []
      }),
    }
  }),
  'games.next-round-big': action(v.strictTuple([v.boolean()]), (on) => providerControls.setNextRoundBig(on)),
  /** Puts the game of that name or code under maintenance: its name, or null when no game matches. */
  'games.maintenance-by-name': action(v.strictTuple([v.string()]), (text) => {
    const game = findGameByNameOrCode(text)
    if (game) providerControls.setMaintenance(game.id, true)
    return game ? game.game_name : null
  }),
  'games.maintenance': action(v.strictTuple([id, v.boolean()]), (gameId, on) =>
    providerControls.setMaintenance(gameId, on),
  ),

  'activity.get': read(none, () => {
    const session = db.sessions.all().at(-1)
    const userId = session?.user_id ?? 1
    return {
      totals: session ? playTotals(userId, Date.parse(session.created_at)) : null,
      movements: ledgerOf(userId).length,
      minutes: realityCheckMinutes(userId),
    }
  }),
  // R$ 5,00 staked on the demo slot, R$ 2,00 won, so the statement and the reminder's result move without playing.
  'activity.sample-round': action(none, () => {
    const userId = db.sessions.all().at(-1)?.user_id ?? 1
    const game = catalogue().games.find((g) => g.game_name === 'Fruit Party') ?? catalogue().games[0]
    const reference = { kind: 'casino', gameId: game?.id ?? 1, roundId: 800_000 + ++sampleRound } as const
    try {
      debit(walletOf(userId).id, 500, true, reference)
      credit(walletOf(userId).id, 200, reference)
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error
    }
  }),

  'sports.get': read(none, () => {
    const matches = panelMatches()
    const forced = forcedStates(db)
    return {
      football: Boolean(db.settings.get().turn_on_football),
      load: sportsPolicy.get().load,
      markets: MARKETS.map((market) => market.name),
      matches: matches.map((event) => ({
        id: event.fixture.id,
        home: event.fixture.home,
        away: event.fixture.away,
        goals: event.state.goals,
        started: event.state.started,
        elapsed: event.state.elapsed,
        suspendedMarkets: forced.get(event.fixture.id)?.suspendedMarkets ?? [],
      })),
    }
  }),
  'sports.football': action(v.strictTuple([v.boolean()]), (on) => setFootball(on)),
  'sports.load': action(v.strictTuple([v.picklist(['normal', 'bench'])]), (load) => sportsPolicy.set({ load })),
  // At most a day at a time: the panel's buttons move 5, 15 or 45 minutes.
  'sports.advance': action(v.strictTuple([v.pipe(id, v.maxValue(86_400_000))]), (ms) => advanceMatchTime(ms)),
  'sports.goal': action(v.strictTuple([id, v.picklist(['home', 'away'])]), (eventId, side) => forceGoal(eventId, side)),
  'sports.suspend': action(
    v.strictTuple([id, v.pipe(v.number(), v.integer(), v.minValue(0)), v.boolean()]),
    (e, m, on) => suspendMarket(e, m, on),
  ),
  'sports.settle': action(v.strictTuple([id]), (eventId) => settleNow(eventId)),

  'spin.counts': read(none, () => spinCounts()),
  'spin.forget-devices': action(none, () => forgetSpinDevices()),

  'protection.get': read(none, () => prebetBonusDisabled()),
  'protection.prebet-bonus-disabled': action(v.strictTuple([v.boolean()]), (on) => setPrebetBonusDisabled(on)),

  'data.get': read(none, () => ({ storageFull: db.saveFailure() === 'quota' })),
  'data.reset': action(none, () => db.reset()),

  'scenario.get': read(none, () => ({ ...scenarios.get(), endpoints: registeredEndpointIds() })),
  'scenario.latency': action(v.strictTuple([v.picklist(LATENCY_MODES)]), (latency) => scenarios.set({ latency })),
  'scenario.fault': action(v.strictTuple([v.string(), v.picklist(FAULT_KINDS)]), (endpoint, kind) =>
    scenarios.setFault(endpoint, kind),
  ),
  'scenario.clear-fault': action(v.strictTuple([v.string()]), (endpoint) => scenarios.clearFault(endpoint)),
}

export type PanelActions = typeof panelActions
export type PanelActionName = keyof PanelActions
/** The arguments an action takes, as the page sends them. */
export type PanelArgs<K extends PanelActionName> = v.InferInput<PanelActions[K]['args']>
/** What an action answers, as the page receives it. */
export type PanelResult<K extends PanelActionName> = Awaited<ReturnType<PanelActions[K]['run']>>
