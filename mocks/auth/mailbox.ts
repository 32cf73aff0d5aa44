import { clock } from '../sim/clock.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import type { MailRecord } from './tables.ts'

/** "Sends" an e-mail: it lands in the mailbox the demo panel shows (and GET /__mock/mailbox on the mock server). */
export function sendMail(mail: Omit<MailRecord, 'id' | 'created_at'>): MailRecord {
  return db.mailbox.insert({ ...mail, created_at: iso(clock.nowMs()) })
}

/** Newest first. */
export function mailboxMessages(): MailRecord[] {
  return [...db.mailbox.all()].sort((a, b) => b.id - a.id)
}

export function clearMailbox(): void {
  db.mailbox.removeWhere(() => true)
}
