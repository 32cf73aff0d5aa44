import type { BannerRecord, CategoryRecord, SettingRecord } from '../settings/tables.ts'
import type { MailRecord, PasswordResetRecord, SessionRecord, UserRecord } from '../auth/tables.ts'
import type { LedgerRecord, WalletRecord } from '../wallet/tables.ts'
import type { SpinRecord } from '../spin/tables.ts'
import type { LikeRecord } from '../profile/tables.ts'
import type { PixDepositRecord, PixWithdrawalRecord } from '../pix/tables.ts'
import type { CouponRecord, CouponRedemptionRecord } from '../coupons/tables.ts'
import type { FavoriteRecord, GameLikeRecord, RecentRecord } from '../catalogue/tables.ts'
import type { GameRoundRecord, GameSessionRecord } from '../provider/tables.ts'
import type { SportsOverrideRecord, SportsTicketRecord } from '../sports/tables.ts'
import type { MissionRecord, MissionUserRecord } from '../missions/tables.ts'
import type { VipLevelRecord, VipLevelUpRecord } from '../vip/tables.ts'
import type { ReferralRecord } from '../affiliate/tables.ts'
import type {
  LoginTimeRecord,
  PauseRecord,
  ProtectionLimitRecord,
  RealityCheckRecord,
  WithdrawPassRecord,
} from '../protection/tables.ts'

/**
 * The mock database: what a Laravel backend would keep in its tables, stored in the WIRE shape the
 * contract reads (amounts as "50.00" strings, flags as booleans), so handlers return rows as they are. Each domain
 * declares its rows in its own tables.ts (sports/tables.ts, pix/tables.ts, …); this file composes them, with the
 * scheduler's jobs and the idempotency keys every handler shares.
 *
 * Bump SCHEMA_VERSION whenever a stored shape changes: a browser holding an older version reseeds
 * instead of feeding stale rows to new handlers.
 */
export const SCHEMA_VERSION = 10

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
