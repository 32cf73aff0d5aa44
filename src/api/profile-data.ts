import * as v from 'valibot'
import { isValidCep, isIsoDate, isUf } from '@/shared/br/address.ts'
import { isValidCpf } from '@/shared/br/cpf.ts'
import { defineEndpoint } from './define.ts'
import { FlagSchema } from './money.ts'
import { UserSchema } from './users.ts'
import { PixKeyTypeSchema } from './wallet-area.ts'

const OptionalText = v.optional(v.nullable(v.string()))

/**
 * The player as GET profile/data and PUT profile/data answer: the contract's user plus the fields the profile data
 * page saves (here, not in UserSchema, so the entry chunk that parses logins does not carry them).
 */
export const ProfileUserSchema = v.object({
  ...UserSchema.entries,
  // The profile data page's fields (GET profile/data answers them; PUT profile/data saves them).
  /** yyyy-mm-dd. */
  birth_date: OptionalText,
  /** The phone's country calling code, "+55". */
  phone_country: OptionalText,
  /** 'Meu Pix': document, phoneNumber, email or randomKey, and the key. */
  pix_type: OptionalText,
  pix_key: OptionalText,
  /** CEP, digits only. */
  zip: OptionalText,
  /** UF. */
  state: OptionalText,
  city: OptionalText,
  address: OptionalText,
  country: OptionalText,
  currency: OptionalText,
  timezone: OptionalText,
})
export type ProfileUser = v.InferOutput<typeof ProfileUserSchema>

export const profileData = defineEndpoint({
  id: 'profile.data',
  method: 'GET',
  path: 'profile/data',
  response: v.object({ user: ProfileUserSchema }),
  auth: 'required',
  tag: 'profile',
  summary: "The player's personal data",
  description:
    'Response use: user cpf (the deposit form) and cpf, phone, email (the withdraw form prefills the PIX key from them); ' +
    'the profile data page reads the fields it saves (birth_date, phone_country, pix_type, pix_key, zip, state, city, ' +
    'address, country, currency, timezone), which this app adds to the contract.',
})

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max))))

/**
 * What the profile data page saves, a section at a time: only the fields sent change (absent ones keep their value,
 * null or '' clears an optional one). The checks are the page's own: a real CPF, an 8-digit CEP, a UF, a birth date
 * (the 18+ rule needs the server's today, so the server checks it), the phone's digits.
 */
export const ProfileDataUpdateSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.minLength(3), v.maxLength(64))),
  /** yyyy-mm-dd. */
  birth_date: v.optional(v.nullable(v.pipe(v.string(), v.check(isIsoDate)))),
  /** The country calling code: "+55". */
  phone_country: v.optional(v.pipe(v.string(), v.regex(/^\+[1-9]\d{0,3}$/))),
  /** The national number, digits only. */
  phone: v.optional(v.pipe(v.string(), v.regex(/^\d{6,14}$/))),
  /** The document: a CPF, digits only. */
  cpf: v.optional(v.nullable(v.pipe(v.string(), v.check(isValidCpf)))),
  /** 'Meu Pix': the key type (the wallet's names) and the key as it is sent to a withdrawal. */
  pix_type: v.optional(v.nullable(PixKeyTypeSchema)),
  pix_key: optionalText(36),
  /** CEP, digits only. */
  zip: v.optional(v.nullable(v.pipe(v.string(), v.check(isValidCep)))),
  state: v.optional(v.nullable(v.pipe(v.string(), v.check(isUf)))),
  city: optionalText(100),
  address: optionalText(255),
  /** ISO 3166 alpha-2. */
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  /** An IANA zone. */
  timezone: v.optional(v.pipe(v.string(), v.maxLength(64))),
})
export type ProfileDataUpdate = v.InferOutput<typeof ProfileDataUpdateSchema>

export const profileDataUpdate = defineEndpoint({
  id: 'profile.dataUpdate',
  method: 'PUT',
  path: 'profile/data',
  body: ProfileDataUpdateSchema,
  response: v.object({ status: FlagSchema, message: v.optional(v.string()), user: ProfileUserSchema }),
  auth: 'required',
  tag: 'profile',
  summary: "Save the player's personal data (a section at a time)",
  description:
    'Not in the original backend (its save buttons did nothing); added by this app. Fields absent from the body keep ' +
    'their value. Response use: message, user (the saved record, which replaces the cached profile/data).',
  errors: { 422: 'Laravel validation errors, field -> messages (CPF, CEP, 18+, DDD, PIX key by type).' },
})
