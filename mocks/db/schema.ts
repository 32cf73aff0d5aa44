import type { LimitKey } from '@/shared/protection/limits.ts'
import type * as v from 'valibot'
import type { BannerSchema, SettingSchema } from '@/api/settings.ts'
import type { CategorySchema } from '@/api/categories.ts'
import type { OperatorSchema } from '@/api/operator.ts'
import type { ServerLanguage } from '@/api/language.ts'

/**
 * The mock database: what a Laravel backend would keep in its tables, stored in the WIRE shape the
 * contract reads (amounts as "50.00" strings, flags as booleans), so handlers return rows as they are.
 *
 * Bump SCHEMA_VERSION whenever a stored shape changes: a browser holding an older version reseeds
 * instead of feeding stale rows to new handlers.
 */
export const SCHEMA_VERSION = 10

/** The settings row; `operator` is served on its own (GET settings/operator), never with settings/data. */
export type SettingRecord = v.InferInput<typeof SettingSchema> & { operator: v.InferInput<typeof OperatorSchema> }
export type CategoryRecord = v.InferInput<typeof CategorySchema>
/** The contract's banner id is optional; stored banners always have one. */
export type BannerRecord = v.InferInput<typeof BannerSchema> & { id: number }

/**
 * A player, with the fields the screens read (name, email, avatar, cpf, phone, totalLikes, id, and the
 * affiliate_* fields), plus what the Laravel users table keeps. Never answered as is: mocks/auth/players.ts
 * publicUser() picks what the contract's UserSchema shows (the password stays here).
 */
export interface UserRecord {
  id: number
  name: string
  email: string
  /** Digits only: "11912345678". */
  phone: string
  /** Digits only, or null when not given at sign-up. */
  cpf: string | null
  avatar: string | null
  /**
   * A salted PBKDF2 hash (mocks/auth/passwords.ts), never the password as typed: the demo's database sits in the
   * visitor's localStorage. The demo panel shows the demo player's password from DEMO_PLAYER.
   */
  password: string
  language: ServerLanguage
  /** The player's own referral code (affiliate programme), null until generated. */
  code: string | null
  /** Id of the player who referred this one. */
  inviter: number | null
  affiliate_revenue_share: number
  affiliate_revenue_share_fake: number | null
  affiliate_cpa: string
  totalLikes: number
  // --- account (profile data page): what the player fills in on /profile/perfil; null until saved. ---
  /** yyyy-mm-dd. */
  birth_date: string | null
  /** The phone's country calling code, "+55" by default. */
  phone_country: string
  /** The player's own PIX key ('Meu Pix'): the wallet's key types (document, phoneNumber, email, randomKey). */
  pix_type: string | null
  pix_key: string | null
  /** Address: the CEP as 8 digits, the state as its two-letter UF. */
  zip: string | null
  state: string | null
  city: string | null
  address: string | null
  /** ISO 3166 alpha-2 ("BR"). */
  country: string
  currency: string
  /** An IANA zone ("America/Sao_Paulo"). */
  timezone: string
  email_verified_at: string | null
  /**
   * Whether the player accepted promotional e-mails; missing counts as yes (the seeded players accepted at sign-up).
   * A player on a break or self-excluded gets none either way (mocks/protection/pause-db.ts).
   */
  marketing_opt_in?: boolean
  created_at: string
  updated_at: string
}

/** A bearer token issued at login (JWT in the original backend; opaque here). */
export interface SessionRecord {
  id: number
  token: string
  user_id: number
  created_at: string
  expires_at: string
  /**
   * When the player logged in: a refreshed token keeps its predecessor's (the reality check counts the time played
   * from it). Absent on tokens issued by a login, whose created_at is that moment.
   */
  started_at?: string
  /**
   * The last request made with the token, on the simulation clock (created_at until then): a token idle for 30
   * minutes is refused (mocks/auth/sessions.ts).
   */
  last_seen_at?: string
}

/**
 * A player's wallet: the columns of the wire shape of GET profile/wallet (amounts as "50.00" strings). The
 * two totals are Laravel accessors, computed by mocks/wallet/wallets.ts toWireWallet(). Every player has one
 * wallet at registration and may hold several (Minhas Carteiras), one of them active.
 */
export interface WalletRecord {
  id: number
  user_id: number
  /** Shown in 'Minhas Carteiras'. */
  name: string | null
  currency: string
  symbol: string
  /** Deposited money. */
  balance: string
  balance_bonus: string
  /** Winnings that can be withdrawn. */
  balance_withdrawal: string
  /** What is still to be wagered before a deposit can be withdrawn. */
  balance_deposit_rollover: string
  /** What is still to be wagered before the bonus turns into withdrawable balance. */
  balance_bonus_rollover: string
  refer_rewards: string
  vip_level: number
  vip_points: number
  total_bet: string
  total_won: string
  total_lose: string
  hide_balance: boolean
  active: boolean
  /**
   * How many bets the player placed (the profile modal's totalBets). A column until the casino and sports
   * issues keep the bets themselves.
   */
  bets_count: number
  created_at: string
  updated_at: string
}

/** Laravel's password_reset_tokens: one live token per player, e-mailed as a /reset-password/<token> link. */
export interface PasswordResetRecord {
  id: number
  user_id: number
  email: string
  token: string
  created_at: string
  expires_at: string
}

/** A message the mock "sent": the demo panel's inbox shows them, so a reset can be finished in the demo. */
export interface MailRecord {
  id: number
  user_id: number | null
  to: string
  subject: string
  body: string
  /** The message's call to action, an app path (`/reset-password/<token>`). */
  link: string | null
  created_at: string
}

/** A spin of the promotional wheel: its signed nonce travels into registration as the spin_token. */
export interface SpinRecord {
  id: number
  nonce: string
  signature: string
  /** The sector index and prize the wheel stopped on. */
  index: number
  value: string
  currency: string
  created_at: string
  /** The player whose registration claimed the prize; a nonce pays once. */
  redeemed_by: number | null
  redeemed_at: string | null
  // spin landing: the visitor's device (the app's random id), so one device spins once; null when none was sent.
  device_id: string | null
  /**
   * The visitor's client (mocks/handlers/client.ts), so one visitor session spins once whatever device id it sends
   * or leaves out; null on spins stored before it was kept, or untied by the demo panel.
   */
  client?: string | null
}

/** Who liked whose profile (the like button toggles). */
export interface LikeRecord {
  id: number
  user_id: number
  liked_user_id: number
  created_at: string
}

/** Scheduled work (PIX settlement, withdrawals, odds…) is data, so it survives a reload. */
export interface JobRecord {
  id: number
  type: string
  /** ISO time on the simulation clock when the job is due. */
  at: string
  payload: unknown
  created_at: string
}

/** The first answer to an idempotent request, replayed for a repeated Idempotency-Key. */
export interface IdempotencyRecord {
  id: number
  /** `${endpointId}|${userId or "guest"}|${key}` */
  scope: string
  /** A fingerprint of the request body: the same key with another body is refused. */
  fingerprint: string
  status: number
  body: string
  content_type: string | null
  created_at: string
}

/** A PIX deposit: 0 pending, 1 paid, 2 expired (the code was never paid; the history shows no badge). */
export type DepositStatus = 0 | 1 | 2

/**
 * A PIX deposit (a gateway transaction): created pending with its BR Code, paid later by a `pix.settle` job or the
 * demo panel (mocks/pix/deposits.ts).
 */
export interface PixDepositRecord {
  id: number
  user_id: number
  /** The wallet that was active at the request: the money goes there even if the player switches meanwhile. */
  wallet_id: number
  /** What the app polls with (GET wallet/transaction/status/:id); also the BR Code's txid (field 62-05). */
  transaction_id: string
  /** brasilcash, rexpay, digitopay… (the endpoint that created it). */
  gateway: string
  type: 'pix'
  amount: string
  accept_bonus: boolean
  cpf: string
  /** The PIX copy-and-paste text. */
  qrcode: string
  status: DepositStatus
  /** The welcome bonus credited at payment ("0.00" when none). */
  bonus: string
  paid_at: string | null
  /** When a still pending code stops being payable (a `pix.expire` job). */
  expires_at: string
  created_at: string
  updated_at: string
}

/** A PIX withdrawal: 0 in analysis, 1 approved and paid out, 2 rejected (refunded to the cash balance). */
export type WithdrawalStatus = 0 | 1 | 2

export interface PixWithdrawalRecord {
  id: number
  user_id: number
  wallet_id: number
  type: 'pix'
  amount: string
  pix_key: string
  /** document, phoneNumber, email, randomKey. */
  pix_key_type: string
  /**
   * Which form sent it: the PIX withdraw page (profile/withdraw), the wallet dialog (wallet/withdraw/request), or
   * the affiliate page's withdraw-earnings modal (profile/affiliates/request), whose money comes from refer_rewards.
   */
  source: 'profile' | 'wallet' | 'affiliate'
  status: WithdrawalStatus
  /** The payment's end-to-end id (E + ISPB + yyyyMMddHHmm + 11 characters), set at approval. */
  end_to_end_id: string | null
  /** The receipt link, set at approval. */
  proof: string | null
  reviewed_at: string | null
  created_at: string
  updated_at: string
}

/** A coupon code that credits a bonus (POST profile/coupon/redeem). */
export interface CouponRecord {
  id: number
  /** Compared without case. */
  code: string
  description: string
  /** The bonus it credits, in reais ("20.00"). */
  amount: string
  /** After this it answers "Cupom inválido ou expirado."; null never expires. */
  expires_at: string | null
  /** Redemptions allowed in all; null for no limit. */
  max_uses: number | null
  uses: number
  /** At most one redemption per player. */
  once_per_player: boolean
  created_at: string
}

export interface CouponRedemptionRecord {
  id: number
  coupon_id: number
  user_id: number
  amount: string
  created_at: string
}

/**
 * A game a player marked as a favorite (POST games/favorite/{id}). Games are not rows of this database: they come
 * from the catalogue the mock builds in code (mocks/catalogue), so `game_id` is a catalogue id.
 */
export interface FavoriteRecord {
  id: number
  user_id: number
  game_id: number
  created_at: string
}

/** A game a player opened (GET games/single/{id}): one row per player and game, its latest opening. */
export interface RecentRecord {
  id: number
  user_id: number
  game_id: number
  played_at: string
}

/** A like on a game (POST games/like/{id} toggles it). */
export interface GameLikeRecord {
  id: number
  user_id: number
  game_id: number
  created_at: string
}

/**
 * A game session (GET games/single/{id}): the token the game page talks to the provider with, never the player's
 * bearer token. Valid two hours of wall time; bound to the first window that says hello with it.
 */
export interface GameSessionRecord {
  id: number
  token: string
  user_id: number
  /** Catalogue id of the launched game. */
  game_id: number
  /** Wall-clock ISO time (a session outlives no real two hours, whatever the simulation clock does). */
  expires_at: string
  /** The window the session is bound to (an id the tab's bridge keeps), null until the first hello. */
  window_id: string | null
  /**
   * The player's bearer token the game was launched with: the game session lives only as long as that login session
   * (a logout, a break, the session-time limit end both). Rows stored before it existed have none and are refused.
   */
  login_token?: string
  /**
   * Why the game session ended before its time (a logout, a break, the session-time limit): every later message is
   * refused with these words. The row goes with the expired ones.
   */
  ended?: string
  created_at: string
}

/** A round the provider played: a bet debit and a win credit against the player's wallet. */
export interface GameRoundRecord {
  id: number
  user_id: number
  /** The wallet the stake came from: the win goes back to it, even after a switch. */
  wallet_id: number
  /** Catalogue id of the launched game, and the demo game that played it. */
  game_id: number
  demo: 'slot' | 'crash' | 'bingo'
  /** Centavos: everything debited (the stake, bingo's extra balls) and credited. */
  bet: number
  win: number
  state: 'open' | 'closed'
  /** The idempotency key of round.start, and the answers given per key (a repeated key gets its first answer). */
  start_key: string
  replies: Record<string, unknown>
  /** The wallet movements, each with an id derived from the round id and the message's key. */
  transactions: Array<{ id: string; kind: 'bet' | 'win' | 'extra'; amount: number }>
  /** What the engine needs to go on (crash point and times, bingo's cards and drawing order). */
  data: Record<string, unknown>
  /** Simulation-clock ISO times. */
  created_at: string
  updated_at: string
}

export type SportsTicketStatus = 'open' | 'won' | 'lost' | 'void'

/** One selection of a bet ticket, with the accepted odd (never changed after placement). */
export interface SportsSelectionRecord {
  event_id: number
  /** The slip's id: event id, market index and value index. */
  bet_id: string
  market_index: number
  value_index: number
  market: string
  value: string
  odd: number
  status: SportsTicketStatus
  /** Kick-off (ISO) and the teams, as they were at placement. */
  date: string
  league_name: string
  team_home_name: string
  team_away_name: string
  /** The final score, once settled. */
  goals_home: number | null
  goals_away: number | null
}

/** A placed bet: a single (one selection) or a multiple (up to 10 selections of different events). */
export interface SportsTicketRecord {
  id: number
  user_id: number
  /** The wallet the stake came from: the winnings go back to it. */
  wallet_id: number
  type: 'single' | 'multiple'
  /** Centavos. */
  stake: number
  /** The combined odds at placement. */
  odd: number
  status: SportsTicketStatus
  /** Centavos paid at settlement; null while open. */
  payout: number | null
  selections: SportsSelectionRecord[]
  /** Simulation-clock ISO times. */
  created_at: string
  settled_at: string | null
}

/**
 * What the demo panel forced on one match, laid over the match engine's drawn story (mocks/sports/match.ts): goals
 * (side and simulation-clock ISO time), markets suspended by the operator (indexes), the end of the match.
 */
export interface SportsOverrideRecord {
  id: number
  event_id: number
  goals: Array<{ side: 'home' | 'away'; at: string }>
  suspended_markets: number[]
  ended_at: string | null
}

// --- missions and VIP ------------------------------------------------------------------------------------

/**
 * A daily or weekly mission (the backend's challenge): the same missions come back every period. What counts
 * towards it is a round of one catalogue game (`challenge_type` 'game', `challenge_gameid`), a round of any game of
 * one provider ('provider', `challenge_provider`, the provider's code) or a placed sports bet ('sports').
 */
export interface MissionRecord {
  id: number
  period: 'daily' | 'week'
  challenge_name: string
  /** May hold markup (the card strips it). */
  challenge_description: string
  challenge_rules: string | null
  challenge_type: 'game' | 'provider' | 'sports'
  /** Reais, as the wire sends it ("5.00"). */
  challenge_bonus: string
  challenge_currency: string
  /** Rounds (or bets) to complete it. */
  challenge_total: number
  challenge_provider: string | null
  /** Catalogue id of the game, as text (the backend's column is a string). */
  challenge_gameid: string | null
  active: boolean
  created_at: string
}

/**
 * A player's take on a mission for one period: accepting creates it, each matching bet adds a round, at
 * `challenge_total` it completes, and Collect Rewards pays its bonus once (`collected_at`).
 */
export interface MissionUserRecord {
  id: number
  mission_id: number
  user_id: number
  /** The period it was accepted in: the São Paulo day (2026-11-01) or the Monday of the week. */
  period_key: string
  rounds: number
  completed_at: string | null
  collected_at: string | null
  /** What Collect Rewards paid, in reais; null until then. */
  collected_amount: string | null
  created_at: string
}

/** One row of a VIP table: the level-up bonus ('daily', the original backend's nivelToday) or a periodic bonus. */
export interface VipLevelRecord {
  id: number
  bet_symbol: string
  bet_level: number
  /** The total valid bet that reaches the level, in reais. */
  bet_required: string
  bet_period: 'daily' | 'weekly' | 'monthly' | 'yearly'
  bet_bonus: string
}

/** A level-up bonus paid: one row per player and level, so no level pays twice. */
export interface VipLevelUpRecord {
  id: number
  user_id: number
  level: number
  amount: string
  paid_at: string
}

// --- affiliate: one row per referred player, with what their activity earned the referrer. ---

/**
 * A referral: who brought whom, and the running figures the rewards need. The CPA is paid once, at the referred
 * player's first paid deposit; the revenue share is paid on their net losses (stakes minus wins), only above what
 * was already shared, so wins are made up for before more is paid and nothing is ever taken back.
 */
export interface ReferralRecord {
  id: number
  referrer_id: number
  referred_id: number
  /** Centavos: the referred player's stakes minus their wins since the referral. */
  net_loss: number
  /** Centavos: the highest net loss already shared with the referrer. */
  shared_base: number
  /** Reais paid as CPA ("10.00"), null until the first paid deposit. */
  cpa_paid: string | null
  /** Centavos credited to the referrer in all (CPA and revenue share). */
  earned: number
  created_at: string
  updated_at: string
}

// --- the ledger: every movement of a player's playable money (mocks/wallet/ledger.ts). ---

export type LedgerKind = 'deposit' | 'withdrawal' | 'withdrawal_refund' | 'bet' | 'win' | 'bonus' | 'bonus_release'

export type BonusReason = 'welcome' | 'spin' | 'mission' | 'vip' | 'coupon'

/** What a movement was for, with the ids a statement line links to. */
export type LedgerReference =
  | { type: 'deposit'; deposit_id: number }
  | { type: 'withdrawal'; withdrawal_id: number | null }
  | { type: 'casino'; game_id: number; round_id: number }
  | { type: 'sports'; ticket_kind?: 'single' | 'multiple'; ticket_id?: number }
  | { type: 'bonus'; reason: BonusReason }
  | { type: 'rollover' }

/** One movement. Amounts are signed integer centavos; the balances are those of the wallet after it. */
// --- breaks and self-exclusion (mocks/protection/pause-db.ts). ---

/** A break (`ends_at` set) or an indefinite self-exclusion (`ends_at` null) a player took from /profile/pause. */
export interface PauseRecord {
  id: number
  user_id: number
  period: 'day' | 'week' | 'month' | 'days' | 'indefinite'
  starts_at: string
  ends_at: string | null
  /** Set when support or the demo panel lifted it before its end. */
  lifted_at: string | null
  created_at: string
}

/**
 * The token a paused player's refused login carries: good only for reading the cash balance and asking for its PIX
 * withdrawal, for 15 minutes.
 */
export interface WithdrawPassRecord {
  id: number
  token: string
  user_id: number
  expires_at: string
}

export interface LedgerRecord {
  id: number
  user_id: number
  wallet_id: number
  kind: LedgerKind
  /** What it did to the cash balance. */
  cash: number
  /** What it did to the bonus balance. */
  bonus: number
  cash_after: number
  bonus_after: number
  reference: LedgerReference
  created_at: string
}

/** A player's reality-check interval (protection/reality-check); no row means the default, 30 minutes. */
export interface RealityCheckRecord {
  id: number
  user_id: number
  interval_minutes: 15 | 30 | 60
  updated_at: string
}

// --- the player's own limits (mocks/protection/limits.ts) ---

/** One player's limits: centavos for deposits and losses, minutes for the session; null is no limit. */
export interface ProtectionLimitRecord {
  id: number
  user_id: number
  limits: Record<LimitKey, number | null>
  /** Raised or removed limits waiting for their 24 hours (a `protection.limits.apply` job applies them). */
  pending: Partial<Record<LimitKey, { value: number | null; effective_at: string }>>
  /** Saved the limits form once: the prompt after registration and login stops. */
  prompt_answered: boolean
  updated_at: string
}

/** How long a session was in use, for the session time limit: from its login to its latest request. */
export interface LoginTimeRecord {
  id: number
  user_id: number
  token: string
  started_at: string
  last_seen_at: string
}

/** Every collection (rows with a numeric id), by its plural name. */
export interface Tables {
  categories: CategoryRecord[]
  banners: BannerRecord[]
  users: UserRecord[]
  sessions: SessionRecord[]
  wallets: WalletRecord[]
  passwordResets: PasswordResetRecord[]
  mailbox: MailRecord[]
  spins: SpinRecord[]
  likes: LikeRecord[]
  jobs: JobRecord[]
  idempotencyKeys: IdempotencyRecord[]
  deposits: PixDepositRecord[]
  withdrawals: PixWithdrawalRecord[]
  coupons: CouponRecord[]
  couponRedemptions: CouponRedemptionRecord[]
  favorites: FavoriteRecord[]
  recents: RecentRecord[]
  gameLikes: GameLikeRecord[]
  gameSessions: GameSessionRecord[]
  gameRounds: GameRoundRecord[]
  sportsTickets: SportsTicketRecord[]
  sportsOverrides: SportsOverrideRecord[]
  // missions and VIP
  missions: MissionRecord[]
  missionUsers: MissionUserRecord[]
  vipLevels: VipLevelRecord[]
  vipLevelUps: VipLevelUpRecord[]
  referrals: ReferralRecord[]
  ledger: LedgerRecord[]
  realityChecks: RealityCheckRecord[]
  protectionLimits: ProtectionLimitRecord[]
  loginTimes: LoginTimeRecord[]
  pauses: PauseRecord[]
  withdrawPasses: WithdrawPassRecord[]
}

export type TableName = keyof Tables

export interface DbData extends Tables {
  /** The one settings row (GET settings/data). */
  settings: SettingRecord
  /** The last id handed out per table (auto-increment). */
  sequences: Record<TableName, number>
  /**
   * This database's own secrets, made on first use (Db.secret): never in the code or the seed, so a signature cannot
   * be forged from the source. Absent in the seed and after a reset.
   */
  secrets?: Partial<Record<SecretName, string>>
}

/** `realtime`: signs private channel authorisations, as Reverb's REVERB_APP_SECRET does. */
export type SecretName = 'realtime'

// A record, not a list, so adding a table to Tables without listing it here fails to compile.
const TABLE_KEYS: Record<TableName, true> = {
  categories: true,
  banners: true,
  users: true,
  sessions: true,
  wallets: true,
  passwordResets: true,
  mailbox: true,
  spins: true,
  likes: true,
  jobs: true,
  idempotencyKeys: true,
  deposits: true,
  withdrawals: true,
  coupons: true,
  couponRedemptions: true,
  favorites: true,
  recents: true,
  gameLikes: true,
  gameSessions: true,
  gameRounds: true,
  sportsTickets: true,
  sportsOverrides: true,
  missions: true,
  missionUsers: true,
  vipLevels: true,
  vipLevelUps: true,
  referrals: true,
  ledger: true,
  realityChecks: true,
  protectionLimits: true,
  loginTimes: true,
  pauses: true,
  withdrawPasses: true,
}
export const TABLE_NAMES = Object.keys(TABLE_KEYS) as TableName[]
