import { profileVip, vipLevels } from '@/api/vip.ts'
import { followVipLevels, vipOf, vipTables } from './vip.ts'
import { handle } from '../handlers/define.ts'

// Level-ups follow every bet wherever the handlers run.
followVipLevels()

/** The player's VIP progress, and the public tables of levels a visitor sees. */
export const vipHandlers = [handle(profileVip, ({ auth }) => vipOf(auth.user.id)), handle(vipLevels, () => vipTables())]
