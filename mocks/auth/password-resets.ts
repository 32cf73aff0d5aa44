import { clock } from '../sim/clock.ts'
import { randomHex } from '../db/crypto.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import { sendMail } from './mailbox.ts'
import type { MailRecord, PasswordResetRecord, UserRecord } from './tables.ts'

/** Laravel's default `auth.passwords.users.expire`: 60 minutes, on the simulation clock. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000

/** The app route the e-mailed link opens. */
export function resetLink(token: string): string {
  return `/reset-password/${token}`
}

/**
 * Laravel's password broker: a new token replaces the player's older ones, and the link goes out by e-mail
 * (into the mock's mailbox).
 */
export function createPasswordReset(user: UserRecord): { reset: PasswordResetRecord; mail: MailRecord } {
  const now = clock.nowMs()
  db.passwordResets.removeWhere((r) => r.user_id === user.id)
  const reset = db.passwordResets.insert({
    user_id: user.id,
    email: user.email,
    token: randomHex(32),
    created_at: iso(now),
    expires_at: iso(now + RESET_TOKEN_TTL_MS),
  })
  const app = db.settings.get().software_name
  const link = resetLink(reset.token)
  const mail = sendMail({
    user_id: user.id,
    to: user.email,
    subject: `${app}: redefinição de senha`,
    body:
      `Olá, ${user.name}!\n\n` +
      `Recebemos um pedido para redefinir a senha da sua conta. Use o link abaixo para criar uma nova senha; ` +
      `ele vale por 60 minutos.\n\n${link}\n\n` +
      `Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.\n\nEquipe ${app}`,
    link,
  })
  return { reset, mail }
}

/** The reset behind a token, while it is unused and unexpired. */
export function findValidReset(token: string): PasswordResetRecord | undefined {
  const reset = db.passwordResets.findBy((r) => r.token === token)
  return reset && Date.parse(reset.expires_at) > clock.nowMs() ? reset : undefined
}

/** A token works once: Laravel deletes it with the password change. */
export function consumeReset(reset: PasswordResetRecord): void {
  db.passwordResets.remove(reset.id)
}
