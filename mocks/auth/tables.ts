import type { ServerLanguage } from '@/api/language.ts'

// Players, their login sessions, password resets and the mail the mock sent.
// This domain's tables in the mock database, in the wire shape the contract reads; db/schema.ts composes them all.

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
