import { affiliatesGenerate, affiliatesInfo, affiliatesRequest } from '@/api/affiliate.ts'
import {
  authForgetPassword,
  authLogin,
  authLogout,
  authMe,
  authRefresh,
  authRegister,
  authResetPassword,
  authVerify,
} from '@/api/auth.ts'
import { broadcastingAuth, userChannel } from '@/api/broadcasting.ts'
import {
  casinosGame,
  casinosGames,
  casinosProvider,
  casinosProviders,
  featuredGames,
  gamesAll,
  gamesFavorite,
  gamesLike,
  gamesSingle,
  searchGames,
} from '@/api/casino.ts'
import { categoriesList } from '@/api/categories.ts'
import type { Endpoint } from '@/api/define.ts'
import {
  depositBrasilcash,
  depositEndpointFor,
  depositPayment,
  depositRexpay,
  transactionStatus,
} from '@/api/deposit.ts'
import { profileGetLanguage, profileUpdateLanguage, ServerLanguageSchema } from '@/api/language.ts'
import { missionsAccept, missionsCollect, missionsList } from '@/api/missions.ts'
import { toDecimal } from '@/api/money.ts'
import { settingsOperator } from '@/api/operator.ts'
import { profileData, profileDataUpdate } from '@/api/profile-data.ts'
import {
  profileEmail,
  profileFavorites,
  profileLike,
  profileRecents,
  profileShow,
  profileUpdateName,
  profileUploadAvatar,
} from '@/api/profile.ts'
import {
  protectionActivity,
  protectionActivityExport,
  protectionRealityCheck,
  protectionRealityCheckUpdate,
  protectionSession,
} from '@/api/protection-activity.ts'
import { protectionLimits, protectionLimitsUpdate } from '@/api/protection-limits.ts'
import { protectionPause, protectionPauseBalance, protectionPauseWithdraw } from '@/api/protection-pause.ts'
import { settingsBanners, settingsData } from '@/api/settings.ts'
import { spinPrizes, spinResult, spinWinners } from '@/api/spin.ts'
import {
  BET_LIMITS,
  sportsEvent,
  sportsEvents,
  sportsLeagues,
  sportsLiveEvents,
  sportsMyBets,
  sportsNextEvents,
  sportsStoreMultiple,
  sportsStoreSingle,
} from '@/api/sports.ts'
import { usersPhoneExists } from '@/api/users.ts'
import { profileVip, vipLevels } from '@/api/vip.ts'
import { profileWallet } from '@/api/wallet.ts'
import {
  couponRedeem,
  profileActivateWallet,
  profileMyWallets,
  profileWithdraw,
  walletDepositHistory,
  walletWithdrawHistory,
  walletWithdrawRequest,
} from '@/api/wallet-area.ts'
import { isValidCpf } from '@/shared/br/cpf.ts'
import { depositGateways } from '@/shared/deposit/rules/gateways.ts'
import { entryOf, submission } from '@/features/sports/slip/rules/slip.ts'
import {
  acceptableMissionId,
  activeWalletId,
  asRecord,
  eventsIn,
  gameIdsIn,
  gameNameIn,
  idOf,
  openSelection,
  providerSlugIn,
  readCentavos,
  readFlag,
  searchTermFor,
  transactionIdIn,
  userIn,
  type Json,
} from './discover.ts'
import type { Phase } from './report.ts'

/**
 * The conformance check's plan: every endpoint of the registry (src/api/endpoints.ts) once, either as a step (called
 * the way the app calls it, in the app's order: public reads, the login, the player's reads, the stateful journeys
 * with --write, the session's end) or as not checked with the reason. Path parameters come from earlier answers
 * (a game id from the listing, an open market from the sports events, a transaction id from the deposit).
 */

/** The wire arguments of one call, as callApi takes them. */
export interface Call {
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: unknown
}

export type Preparation =
  | {
      call: Call
      /** A second call that puts back what the first changed (a favorite set, then unset). */
      restore?: Call
      /** Said on the report's row: what the call did. */
      note?: string
    }
  | { skip: string }

/** What earlier answers taught the check. Raw JSON where it came from a body. */
export interface CheckContext {
  now: Date
  credentials: { email: string; password: string } | null
  token: string | null
  /** Why the player's calls cannot run (no credentials, the login failed). */
  noSession: string
  settings: Record<string, unknown> | null
  user: Record<string, unknown> | null
  gameIds: number[]
  gameName: string | null
  providerSlug: string | null
  events: unknown[]
  /** The player's favorite game ids; null until profile/favorites answered. */
  favoriteIds: Set<number> | null
  missionId: number | null
  wallet: Record<string, unknown> | null
  activeWalletId: number | null
  language: string | null
  realityInterval: number | null
  /** Ids of the PIX codes the deposits generated, first first. */
  transactionIds: string[]
  /** A unique suffix for what a run creates (a spin's device id, a registration's e-mail). */
  runId: string
}

export function newContext(
  credentials: CheckContext['credentials'],
  now = new Date(),
  runId = `${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
): CheckContext {
  return {
    now,
    credentials,
    token: null,
    noSession: credentials ? 'the login did not run' : 'no credentials (--email, --password)',
    settings: null,
    user: null,
    gameIds: [],
    gameName: null,
    providerSlug: null,
    events: [],
    favoriteIds: null,
    missionId: null,
    wallet: null,
    activeWalletId: null,
    language: null,
    realityInterval: null,
    transactionIds: [],
    runId,
  }
}

export interface Step {
  endpoint: Endpoint
  phase: Phase
  /** A stateful journey: sent only with --write. */
  write?: boolean
  /** The call's arguments from what is known so far, or why it cannot be made. Default: no arguments. */
  prepare?: (ctx: CheckContext) => Preparation
  /** Reads what later steps need out of a 2xx answer. */
  learn?: (ctx: CheckContext, body: Json) => void
}

export interface NotChecked {
  endpoint: Endpoint
  phase: Phase
  reason: string
}

export interface PlanFlags {
  /** --register: create an account through auth/register (with --write). */
  register?: boolean
  /** --forget-password: ask auth/forget-password to e-mail the test account (with --write). */
  forgetPassword?: boolean
}

export interface Plan {
  steps: Step[]
  notChecked: NotChecked[]
}

const ONE_WITHDRAWAL = 'one withdrawal a run: the check asks it through wallet/withdraw/request (the wallet dialog)'

/** A phone number for users/phone-exists: well-formed (DDD 11, mobile), its answer either way is fine. */
export const PROBE_PHONE = '11900000000'
/** A Pusher socket id for broadcasting/auth: the server signs it without a socket. */
export const PROBE_SOCKET_ID = '1234.5678'

function setting(ctx: CheckContext, key: string): unknown {
  return ctx.settings?.[key]
}

function learnGames(ctx: CheckContext, body: Json): void {
  for (const id of gameIdsIn(body)) if (!ctx.gameIds.includes(id)) ctx.gameIds.push(id)
  ctx.gameName ??= gameNameIn(body)
}

function learnEvents(ctx: CheckContext, body: Json): void {
  ctx.events.push(...eventsIn(body))
}

function firstGame(ctx: CheckContext): Preparation {
  const [id] = ctx.gameIds
  return id === undefined
    ? { skip: 'no game id: neither the casino listing nor games/all answered one' }
    : { call: { params: { id } } }
}

function userId(ctx: CheckContext): number | null {
  return idOf(ctx.user?.id)
}

/**
 * The deposit through the gateways a path serves (depositEndpointFor), when the settings enable one: the deposit form
 * offers the enabled gateways only.
 */
function depositStep(endpoint: Endpoint, flags: string): Step {
  return {
    endpoint,
    phase: 'write',
    write: true,
    prepare: (ctx) => {
      if (!ctx.settings) return { skip: 'settings/data did not answer: which gateways are enabled is unknown' }
      const enabled = depositGateways({
        brasilcash_is_enable: readFlag(setting(ctx, 'brasilcash_is_enable')),
        rexpay_is_enable: readFlag(setting(ctx, 'rexpay_is_enable')),
        digitopay_is_enable: readFlag(setting(ctx, 'digitopay_is_enable')),
      })
      const gateway = enabled.find((name) => depositEndpointFor(name) === endpoint)
      if (!gateway) return { skip: `the settings enable no gateway of this path (${flags})` }
      const minimum = readCentavos(setting(ctx, 'min_deposit'))
      if (minimum === null || minimum <= 0) return { skip: 'settings/data names no min_deposit' }
      const cpf = typeof ctx.user?.cpf === 'string' ? ctx.user.cpf.replace(/\D/g, '') : ''
      // A deposit needs the player's real CPF (src/api/player-cpf.ts): the check never makes one up.
      if (cpf.length !== 11) return { skip: "the test account has no CPF on file: a deposit needs the player's CPF" }
      return {
        call: {
          body: {
            amount: toDecimal(minimum),
            // No welcome bonus on a test account's check: the deposit form's box unticked.
            accept_bonus: false,
            cpf,
            gateway,
            paymentType: 'pix',
          },
        },
        note: `R$ ${toDecimal(minimum)} through ${gateway}`,
      }
    },
    learn: (ctx, body) => {
      const id = transactionIdIn(body)
      if (id) ctx.transactionIds.push(id)
    },
  }
}

/** The registration the sign-up form sends, for a new account that is the run's own. */
function registration(ctx: CheckContext) {
  const digits = ctx.runId.replace(/\D/g, '').padEnd(8, '7').slice(-8)
  return {
    name: 'Conformidade Jogada',
    email: `contract-check+${ctx.runId}@example.com`,
    password: 'Contrato@2026',
    password_confirmation: 'Contrato@2026',
    phone: `119${digits}`,
    cpf: validCpf(digits),
    term_a: true,
    agreement: true,
  }
}

/** A valid CPF from eight digits and a leading 1 (the check digits computed). */
export function validCpf(eightDigits: string): string {
  const base = `1${eightDigits.replace(/\D/g, '').padEnd(8, '0').slice(0, 8)}`
  const digit = (text: string) => {
    const sum = [...text].reduce((total, char, index) => total + Number(char) * (text.length + 1 - index), 0)
    const rest = (sum * 10) % 11
    return rest === 10 ? 0 : rest
  }
  const withFirst = `${base}${digit(base)}`
  const cpf = `${withFirst}${digit(withFirst)}`
  return isValidCpf(cpf) ? cpf : '52998224725'
}

export function buildPlan(flags: PlanFlags = {}): Plan {
  const steps: Step[] = [
    // --- public reads, in the order the app's first pages ask them ---------------------------------------------------
    {
      endpoint: settingsData,
      phase: 'public',
      learn: (ctx, body) => {
        ctx.settings = asRecord(asRecord(body)?.setting) ?? null
      },
    },
    { endpoint: settingsBanners, phase: 'public', prepare: () => ({ call: { query: { client_device: 'desktop' } } }) },
    { endpoint: settingsOperator, phase: 'public' },
    { endpoint: categoriesList, phase: 'public' },
    {
      endpoint: profileGetLanguage,
      phase: 'public',
      prepare: () => ({ call: { body: {} } }),
      learn: (ctx, body) => {
        const language = asRecord(body)?.language
        if (typeof language === 'string') ctx.language = language
      },
    },
    { endpoint: casinosGames, phase: 'public', prepare: () => ({ call: { query: { page: 1 } } }), learn: learnGames },
    {
      endpoint: casinosProviders,
      phase: 'public',
      learn: (ctx, body) => {
        ctx.providerSlug ??= providerSlugIn(body)
      },
    },
    {
      endpoint: casinosProvider,
      phase: 'public',
      prepare: (ctx) =>
        ctx.providerSlug
          ? { call: { params: { provider: ctx.providerSlug } } }
          : { skip: 'no provider slug: casinos/providers answered none' },
    },
    { endpoint: gamesAll, phase: 'public', learn: learnGames },
    { endpoint: featuredGames, phase: 'public', learn: learnGames },
    {
      endpoint: searchGames,
      phase: 'public',
      prepare: (ctx) => ({ call: { query: { searchTerm: searchTermFor(ctx.gameName), limit: 8 } } }),
    },
    { endpoint: casinosGame, phase: 'public', prepare: firstGame },
    { endpoint: spinPrizes, phase: 'public', prepare: () => ({ call: { query: { sessionId: '3' } } }) },
    { endpoint: spinWinners, phase: 'public', prepare: () => ({ call: { query: { sessionId: '2' } } }) },
    { endpoint: vipLevels, phase: 'public' },
    { endpoint: sportsLeagues, phase: 'public' },
    { endpoint: sportsEvents, phase: 'public', learn: learnEvents },
    { endpoint: sportsNextEvents, phase: 'public', learn: learnEvents },
    { endpoint: sportsLiveEvents, phase: 'public', learn: learnEvents },
    {
      endpoint: sportsEvent,
      phase: 'public',
      prepare: (ctx) => {
        const id = ctx.events.map((event) => idOf(asRecord(event)?.id)).find((found) => found !== null)
        return id == null ? { skip: 'no event id: the sports lists answered no event' } : { call: { params: { id } } }
      },
    },
    { endpoint: usersPhoneExists, phase: 'public', prepare: () => ({ call: { params: { phone: PROBE_PHONE } } }) },

    // --- the login ---------------------------------------------------------------------------------------------------
    {
      endpoint: authLogin,
      phase: 'login',
      prepare: (ctx) =>
        ctx.credentials
          ? { call: { body: { email: ctx.credentials.email, password: ctx.credentials.password } } }
          : { skip: ctx.noSession },
      learn: (ctx, body) => {
        const token = asRecord(body)?.access_token
        if (typeof token === 'string' && token !== '') ctx.token = token
        ctx.user = userIn(body)
      },
    },

    // --- the player's reads ------------------------------------------------------------------------------------------
    { endpoint: authVerify, phase: 'player' },
    { endpoint: authMe, phase: 'player', prepare: () => ({ call: { body: {} } }) },
    { endpoint: profileShow, phase: 'player' },
    {
      endpoint: profileData,
      phase: 'player',
      learn: (ctx, body) => {
        const user = userIn(body)
        if (user) ctx.user = { ...ctx.user, ...user }
      },
    },
    { endpoint: profileEmail, phase: 'player' },
    {
      endpoint: profileWallet,
      phase: 'player',
      learn: (ctx, body) => {
        ctx.wallet = asRecord(asRecord(body)?.wallet)
      },
    },
    {
      endpoint: profileMyWallets,
      phase: 'player',
      learn: (ctx, body) => {
        ctx.activeWalletId = activeWalletId(body)
      },
    },
    { endpoint: profileVip, phase: 'player' },
    { endpoint: walletWithdrawHistory, phase: 'player', prepare: () => ({ call: { query: { page: 1 } } }) },
    { endpoint: walletDepositHistory, phase: 'player', prepare: () => ({ call: { query: { page: 1 } } }) },
    {
      endpoint: profileFavorites,
      phase: 'player',
      prepare: () => ({ call: { query: { page: 1 } } }),
      learn: (ctx, body) => {
        ctx.favoriteIds = new Set(gameIdsIn(body))
      },
    },
    { endpoint: profileRecents, phase: 'player', prepare: () => ({ call: { query: { page: 1 } } }) },
    {
      endpoint: missionsList,
      phase: 'player',
      prepare: () => ({ call: { query: { period: 'daily' } } }),
      learn: (ctx, body) => {
        ctx.missionId = acceptableMissionId(body)
      },
    },
    { endpoint: gamesSingle, phase: 'player', prepare: firstGame },
    { endpoint: sportsMyBets, phase: 'player', prepare: () => ({ call: { query: { status: 'open', page: 1 } } }) },
    { endpoint: affiliatesInfo, phase: 'player' },
    { endpoint: protectionActivity, phase: 'player' },
    { endpoint: protectionActivityExport, phase: 'player' },
    { endpoint: protectionSession, phase: 'player' },
    {
      endpoint: protectionRealityCheck,
      phase: 'player',
      learn: (ctx, body) => {
        const interval = asRecord(body)?.interval_minutes
        ctx.realityInterval = typeof interval === 'number' ? interval : Number(interval) || null
      },
    },
    { endpoint: protectionLimits, phase: 'player' },
    {
      endpoint: broadcastingAuth,
      phase: 'player',
      prepare: (ctx) => {
        const id = userId(ctx)
        return id === null
          ? { skip: "no user id: the login's answer carried none" }
          : { call: { body: { socket_id: PROBE_SOCKET_ID, channel_name: userChannel(id) } } }
      },
    },

    // --- the stateful journeys (--write) -----------------------------------------------------------------------------
    depositStep(depositBrasilcash, 'brasilcash_is_enable'),
    depositStep(depositRexpay, 'rexpay_is_enable'),
    depositStep(depositPayment, 'digitopay_is_enable'),
    {
      endpoint: transactionStatus,
      phase: 'write',
      write: true,
      prepare: (ctx) => {
        const [id] = ctx.transactionIds
        return id === undefined ? { skip: 'no transaction id: no deposit answered one' } : { call: { params: { id } } }
      },
    },
    {
      endpoint: walletWithdrawRequest,
      phase: 'write',
      write: true,
      prepare: (ctx) => {
        const minimum = readCentavos(setting(ctx, 'min_withdraw') ?? setting(ctx, 'min_withdrawal'))
        if (minimum === null || minimum <= 0) return { skip: 'settings/data names no min_withdraw' }
        const cash = readCentavos(ctx.wallet?.balance)
        if (cash === null) return { skip: "profile/wallet did not tell the test account's cash balance" }
        if (cash < minimum)
          return {
            skip: `the test account's cash (R$ ${toDecimal(cash)}) is under the minimum withdrawal (R$ ${toDecimal(minimum)})`,
          }
        const email = typeof ctx.user?.email === 'string' ? ctx.user.email : ctx.credentials?.email
        if (!email) return { skip: 'no e-mail for the PIX key' }
        return {
          call: {
            body: {
              pix_key: email.trim().toLowerCase(),
              pix_type: 'email',
              amount: minimum / 100,
              type: 'pix',
              currency: typeof ctx.wallet?.currency === 'string' ? ctx.wallet.currency : 'BRL',
              symbol: typeof ctx.wallet?.symbol === 'string' ? ctx.wallet.symbol : 'R$',
              accept_terms: true,
            },
          },
          note: `R$ ${toDecimal(minimum)} to the account's e-mail as the PIX key`,
        }
      },
    },
    {
      endpoint: sportsStoreSingle,
      phase: 'write',
      write: true,
      prepare: (ctx) => {
        const cash = readCentavos(ctx.wallet?.total_balance ?? ctx.wallet?.balance)
        if (cash !== null && cash < BET_LIMITS.minStake)
          return { skip: "the test account's balance is under the smallest stake" }
        const pick = openSelection(ctx.events, ctx.now)
        const entry = pick && entryOf(pick, BET_LIMITS.minStake)
        if (!pick || !entry)
          return { skip: 'no open market: no match not yet started with an open value in the sports lists' }
        const body = submission({ entries: [entry], mode: 'simple', multipleStake: BET_LIMITS.minStake })
        const market = pick.event.bets[pick.marketIndex]?.name ?? ''
        return {
          call: { body },
          note: `R$ ${toDecimal(BET_LIMITS.minStake)} on ${entry.value} (${market}) of event ${pick.event.id}`,
        }
      },
    },
    {
      endpoint: gamesFavorite,
      phase: 'write',
      write: true,
      prepare: (ctx) => {
        if (!ctx.favoriteIds) return { skip: 'profile/favorites did not answer: a favorite could not be restored' }
        const favorites = ctx.favoriteIds
        const id = ctx.gameIds.find((game) => !favorites.has(game))
        if (id === undefined) return { skip: 'no game that is not already a favorite' }
        // The app sends the state asked for (docs/architecture.md, optimistic updates), so a retry cannot flip it back.
        return {
          call: { params: { id }, body: { favorite: true } },
          restore: { params: { id }, body: { favorite: false } },
          note: `game ${id} set as a favorite and restored`,
        }
      },
    },
    {
      endpoint: gamesLike,
      phase: 'write',
      write: true,
      prepare: (ctx) => {
        const [id] = ctx.gameIds
        if (id === undefined) return { skip: 'no game id' }
        return {
          call: { params: { id }, body: {} },
          restore: { params: { id }, body: {} },
          note: `game ${id} liked and toggled back`,
        }
      },
    },
    {
      endpoint: missionsAccept,
      phase: 'write',
      write: true,
      prepare: (ctx) =>
        ctx.missionId === null
          ? { skip: 'no daily mission the player has not accepted yet' }
          : { call: { body: { mission_id: ctx.missionId } }, note: `mission ${ctx.missionId}` },
    },
    { endpoint: missionsCollect, phase: 'write', write: true },
    { endpoint: affiliatesGenerate, phase: 'write', write: true },
    {
      endpoint: profileActivateWallet,
      phase: 'write',
      write: true,
      prepare: (ctx) =>
        ctx.activeWalletId === null
          ? { skip: 'no active wallet in profile/mywallet' }
          : { call: { params: { id: ctx.activeWalletId }, body: {} }, note: 'the active wallet, activated again' },
    },
    {
      endpoint: profileUpdateLanguage,
      phase: 'write',
      write: true,
      prepare: (ctx) => {
        const language = typeof ctx.user?.language === 'string' ? ctx.user.language : ctx.language
        return ServerLanguageSchema.options.includes(language as never)
          ? { call: { body: { language } }, note: `set to the current ${language}` }
          : { skip: `the player's language (${String(language)}) is none the app sends (pt_BR, en, es)` }
      },
    },
    {
      endpoint: profileUpdateName,
      phase: 'write',
      write: true,
      prepare: (ctx) => {
        const name = ctx.user?.name
        return typeof name === 'string' && name.length >= 3 && name.length <= 64
          ? { call: { body: { name } }, note: 'set to the current name' }
          : { skip: "no current name of 3 to 64 characters in the login's answer" }
      },
    },
    {
      endpoint: profileDataUpdate,
      phase: 'write',
      write: true,
      prepare: (ctx) => {
        const name = ctx.user?.name
        return typeof name === 'string' && name.length >= 3 && name.length <= 64
          ? { call: { body: { name } }, note: 'the name section, saved unchanged' }
          : { skip: "no current name of 3 to 64 characters in the login's answer" }
      },
    },
    {
      endpoint: protectionRealityCheckUpdate,
      phase: 'write',
      write: true,
      prepare: (ctx) =>
        ctx.realityInterval === 15 || ctx.realityInterval === 30 || ctx.realityInterval === 60
          ? {
              call: { body: { interval_minutes: ctx.realityInterval } },
              note: `set to the current ${ctx.realityInterval} minutes`,
            }
          : { skip: 'protection/reality-check did not answer an interval of 15, 30 or 60' },
    },
    {
      endpoint: spinResult,
      phase: 'write',
      write: true,
      prepare: (ctx) => ({
        call: { query: { sessionId: '1' }, body: { action: 'start', device_id: `contract-check-${ctx.runId}` } },
        note: 'one spin of a device of its own',
      }),
    },

    // --- the session's end: the token exchanged, then the logout, last -----------------------------------------------
    {
      endpoint: authRefresh,
      phase: 'session',
      prepare: () => ({ call: { body: {} } }),
      learn: (ctx, body) => {
        const token = asRecord(body)?.access_token
        if (typeof token === 'string' && token !== '') ctx.token = token
      },
    },
    { endpoint: authLogout, phase: 'session', prepare: () => ({ call: { body: {} } }) },
  ]

  const notChecked: NotChecked[] = [
    {
      endpoint: profileWithdraw,
      phase: 'write',
      reason: `${ONE_WITHDRAWAL}; this is the PIX withdraw page's`,
    },
    { endpoint: sportsStoreMultiple, phase: 'write', reason: 'one bet a run: a single at the smallest stake' },
    { endpoint: couponRedeem, phase: 'write', reason: "needs one of the backend's coupon codes" },
    { endpoint: affiliatesRequest, phase: 'write', reason: `withdraws referral earnings; ${ONE_WITHDRAWAL}` },
    {
      endpoint: protectionLimitsUpdate,
      phase: 'write',
      reason: "a raised or removed limit waits 24 hours: the check leaves the test account's limits alone",
    },
    {
      endpoint: protectionPause,
      phase: 'write',
      reason: 'a break cannot be undone (a self-exclusion only by support): the check never pauses the test account',
    },
    {
      endpoint: protectionPauseBalance,
      phase: 'public',
      reason: "needs the withdraw_token of a paused player's refused login (the check never pauses the account)",
    },
    {
      endpoint: protectionPauseWithdraw,
      phase: 'public',
      reason: "needs the withdraw_token of a paused player's refused login (the check never pauses the account)",
    },
    { endpoint: profileUploadAvatar, phase: 'write', reason: 'a file upload: the check sends no files' },
    {
      endpoint: profileLike,
      phase: 'write',
      reason: "likes another player's profile: the check knows no other player",
    },
    { endpoint: authResetPassword, phase: 'public', reason: 'needs the token the reset e-mail carries' },
  ]

  const registerStep: Step = {
    endpoint: authRegister,
    phase: 'write',
    write: true,
    prepare: (ctx) => {
      const body = registration(ctx)
      return { call: { body }, note: `a new account, ${body.email}` }
    },
  }
  const forgetStep: Step = {
    endpoint: authForgetPassword,
    phase: 'write',
    write: true,
    prepare: (ctx) =>
      ctx.credentials
        ? { call: { body: { email: ctx.credentials.email } }, note: 'a reset e-mail to the test account' }
        : { skip: 'no --email to send the reset e-mail to' },
  }
  // Before the session's end: both are public, and neither touches the logged-in session.
  const sessionEnd = steps.findIndex((step) => step.phase === 'session')
  const optional = [...(flags.register ? [registerStep] : []), ...(flags.forgetPassword ? [forgetStep] : [])]
  steps.splice(sessionEnd, 0, ...optional)
  if (!flags.register)
    notChecked.push({ endpoint: authRegister, phase: 'write', reason: 'creates an account: run with --register' })
  if (!flags.forgetPassword)
    notChecked.push({
      endpoint: authForgetPassword,
      phase: 'write',
      reason: 'e-mails the test account a reset link: run with --forget-password',
    })
  return { steps, notChecked }
}
