import { formatPauseEnd, pauseEndMs, type PausePeriod } from '@/shared/protection/pause-period.ts'
import { clock } from '../sim/clock.ts'
import { randomHex } from '../db/crypto.ts'
import { db } from '../db/index.ts'
import { sendMail } from '../auth/mailbox.ts'
import { iso } from '../db/reference.ts'
import type { MailRecord, UserRecord } from '../auth/tables.ts'
import type { PauseRecord } from './tables.ts'
import { revokeUserSessions } from '../auth/sessions.ts'

/** How long the login refusal's withdraw token works: long enough to fill in a PIX key, short for a leaked one. */
export const WITHDRAW_PASS_TTL_MS = 15 * 60_000

/** The break in force for a player (not lifted, not over), or undefined. */
export function activePause(userId: number, nowMs = clock.nowMs()): PauseRecord | undefined {
  return db.pauses
    .where((p) => p.user_id === userId && p.lifted_at === null && (p.ends_at === null || Date.parse(p.ends_at) > nowMs))
    .sort((a, b) => b.id - a.id)[0]
}

export const isPaused = (userId: number) => activePause(userId) !== undefined

/**
 * Records a break and signs the player out everywhere. A player already on a break keeps the one in force (a retry,
 * or a second tab, changes nothing): a break is never shortened or lengthened from the app.
 */
export function takePause(userId: number, period: PausePeriod, days?: number): PauseRecord {
  const current = activePause(userId)
  if (current) return current
  const now = clock.nowMs()
  const end = pauseEndMs(period, now, days)
  const pause = db.pauses.insert({
    user_id: userId,
    period,
    starts_at: iso(now),
    ends_at: end === null ? null : iso(end),
    lifted_at: null,
    created_at: iso(now),
  })
  revokeUserSessions(userId, pauseRefusalMessage(pause))
  db.withdrawPasses.removeWhere((pass) => pass.user_id === userId)
  return pause
}

/** Ends a player's break now (support, or the demo panel). Returns whether there was one. */
export function liftPause(userId: number): boolean {
  const current = activePause(userId)
  if (!current) return false
  db.pauses.update(current.id, { lifted_at: iso(clock.nowMs()) })
  db.withdrawPasses.removeWhere((pass) => pass.user_id === userId)
  return true
}

/** The server's words once a break is recorded. */
export function pauseTakenMessage(pause: PauseRecord): string {
  return pause.ends_at === null
    ? 'Autoexclusão registrada por tempo indeterminado. Para reabrir a conta, fale com o suporte.'
    : `Pausa registrada. Você poderá entrar novamente em ${formatPauseEnd(Date.parse(pause.ends_at))} (horário de Brasília).`
}

/** The server's words when a paused player tries to log in. */
export function pauseRefusalMessage(pause: PauseRecord): string {
  return pause.ends_at === null
    ? 'Você se autoexcluiu por tempo indeterminado. Para reabrir a conta, fale com o suporte.'
    : `Sua conta está em pausa até ${formatPauseEnd(Date.parse(pause.ends_at))} (horário de Brasília). Até lá, você ainda pode sacar seu saldo.`
}

/**
 * The login refusal of a player on a break, or null. Called once the password matched (a stranger learns nothing):
 * a 403 with the words, and under `action` the end and a withdraw-only token (PauseRefusalActionSchema).
 */
export function pauseLoginRefusal(user: UserRecord): { status: 403; body: Record<string, unknown> } | null {
  const pause = activePause(user.id)
  if (!pause) return null
  const pass = db.withdrawPasses.insert({
    token: randomHex(24),
    user_id: user.id,
    expires_at: iso(clock.nowMs() + WITHDRAW_PASS_TTL_MS),
  })
  return {
    status: 403,
    body: {
      error: pauseRefusalMessage(pause),
      action: { type: 'paused', paused_until: pause.ends_at, withdraw_token: pass.token },
    },
  }
}

/** The player behind a live withdraw token whose break is still in force, or null. */
export function withdrawPassHolder(token: string | null): UserRecord | null {
  if (!token) return null
  const pass = db.withdrawPasses.findBy((p) => p.token === token)
  if (!pass || Date.parse(pass.expires_at) <= clock.nowMs() || !isPaused(pass.user_id)) return null
  return db.users.find(pass.user_id) ?? null
}

export const CAMPAIGN_SUBJECT = 'Fim de semana de giros em dobro na Jogada'

/**
 * The demo's marketing: a promotional e-mail to every player who accepted marketing, except those on a break or
 * self-excluded, who get no marketing at all. Returns the messages sent.
 */
export function sendMarketingCampaign(): MailRecord[] {
  return db.users
    .where((user) => user.marketing_opt_in !== false && !isPaused(user.id))
    .map((user) =>
      sendMail({
        user_id: user.id,
        to: user.email,
        subject: CAMPAIGN_SUBJECT,
        body: `Olá, ${user.name.split(' ')[0]}! Neste fim de semana, cada depósito vale giros em dobro. (Campanha fictícia de demonstração.)`,
        link: '/',
      }),
    )
}
