import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, MoneySchema, NumericSchema } from './money.ts'

const OptionalText = v.optional(v.nullable(v.string()))

/**
 * The player as auth/login, auth/register, auth/verify and profile answer it. The app reads name,
 * email, avatar, cpf and phone; the profile view adds totalLikes and dateHumanReadable; the
 * affiliate page reads the revenue share fields.
 */
export const UserSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  avatar: OptionalText,
  cpf: OptionalText,
  phone: OptionalText,
  /** Server-side language code (pt_BR, en, es, or a php_ variant). */
  language: OptionalText,
  created_at: OptionalText,
  totalLikes: v.optional(NumericSchema),
  dateHumanReadable: v.optional(v.string()),
  /** Percent of revenue shared with the affiliate. */
  affiliate_revenue_share: v.optional(v.nullable(NumericSchema)),
  /** Shown instead of the real share when set. */
  affiliate_revenue_share_fake: v.optional(v.nullable(NumericSchema)),
  /** Cost per acquisition paid to the affiliate, in reais. */
  affiliate_cpa: v.optional(v.nullable(MoneySchema)),
})

export const usersPhoneExists = defineEndpoint({
  id: 'users.phoneExists',
  method: 'GET',
  path: 'users/phone-exists/:phone',
  response: v.object({ exists: FlagSchema }),
  auth: 'none',
  tag: 'auth',
  summary: 'Whether a phone number is already registered',
  description:
    "Used by registration: when true the form shows 'O número de telefone informado já está em uso.'; " +
    'a failed check counts as not existing. The phone is sent as digits only.',
})
