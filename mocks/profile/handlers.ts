import { profileEmail, profileLike, profileShow, profileUpdateName, profileUploadAvatar } from '@/api/profile.ts'
import { profileData, profileDataUpdate } from '@/api/profile-data.ts'
import type { PixKeyType } from '@/api/wallet-area.ts'
import { isAtLeast, isIsoDate, isUf, isValidCep, MIN_PLAYER_AGE } from '@/shared/br/address.ts'
import { isValidBrPhone } from '@/shared/br/phone.ts'
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarDataUrl } from './avatars.ts'
import { isValidCpfDigits, publicUser } from '../auth/players.ts'
import { CPF_LOCKED, cpfOnFile, excludedCpfMessage } from '../protection/cpf-gate.ts'
import type { UserRecord } from '../auth/tables.ts'
import { walletOf } from '../wallet/wallets.ts'
import { handle, reply, type RequestRules } from '../handlers/define.ts'
import { custom, isString, max, min, required, validateFields, type FieldRules } from '../handlers/validation.ts'
import { isValidPixKey } from '../wallet/handlers.ts'

export const AVATAR_UPDATED = 'Avatar atualizado com sucesso!'
export const NAME_UPDATED = 'Nome atualizado com sucesso!'
export const LIKED = 'Perfil curtido!'
export const UNLIKED = 'Curtida removida.'
export const USER_NOT_FOUND = { error: 'Usuário não encontrado.' } as const
export const PROFILE_SAVED = 'Dados atualizados com sucesso!'

/** GET profile/data: the contract's user and the fields the profile data page saves. */
function profileUser(user: UserRecord) {
  return {
    ...publicUser(user),
    birth_date: user.birth_date,
    phone_country: user.phone_country,
    pix_type: user.pix_type,
    pix_key: user.pix_key,
    zip: user.zip,
    state: user.state,
    city: user.city,
    address: user.address,
    country: user.country,
    currency: user.currency,
    timezone: user.timezone,
  }
}

const PIX_TYPES: readonly string[] = ['document', 'phoneNumber', 'email', 'randomKey']
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * PUT profile/data, in Laravel's words: each field only when sent (a section saves its own fields), a real CPF and
 * phone nobody else holds, a Brazilian phone with a DDD under +55, 18 or older on the server's today, a CEP, a UF,
 * the PIX key valid for its type.
 */
export const profileDataRules: RequestRules = (input, { now }) => {
  const sent = (field: string) => field in input
  const fields: Record<string, FieldRules> = {}
  if (sent('name')) fields.name = { attribute: 'nome', rules: [required, isString, min(3), max(64)] }
  if (sent('birth_date'))
    fields.birth_date = {
      attribute: 'data de nascimento',
      optional: true,
      rules: [
        custom(
          (value) => isIsoDate(text(value)),
          (attribute) => `O campo ${attribute} não é uma data válida.`,
        ),
        custom(
          (value) => isAtLeast(text(value), now),
          () => `Você precisa ter pelo menos ${MIN_PLAYER_AGE} anos.`,
        ),
      ],
    }
  if (sent('phone')) {
    const country = typeof input.phone_country === 'string' ? input.phone_country : '+55'
    fields.phone = {
      attribute: 'telefone',
      rules: [
        required,
        custom(
          (value) => (country === '+55' ? isValidBrPhone(text(value)) : /^\d{6,14}$/.test(text(value))),
          (attribute) =>
            country === '+55'
              ? `O campo ${attribute} deve ser um telefone válido com DDD.`
              : `O campo ${attribute} não é válido.`,
        ),
      ],
    }
  }
  if (sent('cpf'))
    fields.cpf = {
      attribute: 'CPF',
      optional: true,
      rules: [
        custom(
          (value) => isValidCpfDigits(text(value)),
          (attribute) => `O campo ${attribute} não é um CPF válido.`,
        ),
      ],
    }
  if (sent('pix_type'))
    fields.pix_type = {
      attribute: 'tipo de chave PIX',
      optional: true,
      rules: [
        custom(
          (value) => PIX_TYPES.includes(text(value)),
          (attribute) => `O campo ${attribute} selecionado é inválido.`,
        ),
      ],
    }
  if (sent('pix_key') && PIX_TYPES.includes(text(input.pix_type)))
    fields.pix_key = {
      attribute: 'chave PIX',
      rules: [
        required,
        custom(
          (value) => isValidPixKey(text(input.pix_type) as PixKeyType, text(value)),
          () => 'A chave PIX não é válida para o tipo escolhido.',
        ),
      ],
    }
  if (sent('zip'))
    fields.zip = {
      attribute: 'CEP',
      optional: true,
      rules: [
        custom(
          (value) => isValidCep(text(value)),
          (attribute) => `O campo ${attribute} não é um CEP válido.`,
        ),
      ],
    }
  if (sent('state'))
    fields.state = {
      attribute: 'estado',
      optional: true,
      rules: [
        custom(
          (value) => isUf(text(value)),
          (attribute) => `O campo ${attribute} selecionado é inválido.`,
        ),
      ],
    }
  if (sent('city')) fields.city = { attribute: 'cidade', optional: true, rules: [isString, max(100)] }
  if (sent('address')) fields.address = { attribute: 'endereço', optional: true, rules: [isString, max(255)] }
  return validateFields(input, fields)
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob

/** Laravel's `required|image|max:2048`. */
export const avatarRules: RequestRules = (input) =>
  validateFields(input, {
    avatar: {
      attribute: 'avatar',
      rules: [
        required,
        custom(
          (value) => isBlob(value) && (AVATAR_TYPES as readonly string[]).includes(value.type),
          (attribute) => `O campo ${attribute} deve ser uma imagem.`,
        ),
        custom(
          (value) => isBlob(value) && value.size <= AVATAR_MAX_BYTES,
          (attribute) => `O campo ${attribute} não pode ser superior a ${AVATAR_MAX_BYTES / 1024} kilobytes.`,
        ),
      ],
    },
  })

const nameRules: RequestRules = (input) =>
  validateFields(input, { name: { attribute: 'nome', rules: [required, isString, min(3), max(64)] } })

export const profileHandlers = [
  // The profile modal: the player, their likes and joined date, and their betting statistics.
  handle(profileShow, ({ auth }) => {
    const wallet = walletOf(auth.user.id)
    return {
      status: true,
      user: publicUser(auth.user),
      totalEarnings: wallet.total_won,
      totalBets: wallet.bets_count,
      sumBets: wallet.total_bet,
    }
  }),

  handle(profileData, ({ auth }) => ({ user: profileUser(auth.user) })),

  // Only the fields sent change; '' or null clears an optional one.
  handle(
    profileDataUpdate,
    ({ auth, body, db, now }) => {
      // unique:users,phone and unique:users,cpf, ignoring the player's own row (the rules do not know who asks).
      const takenBy = (field: 'phone' | 'cpf', value: string | null | undefined) =>
        Boolean(value) && db.users.all().some((u) => u.id !== auth.user.id && u[field] === value)
      const taken: Record<string, string[]> = {}
      if (takenBy('phone', body.phone)) taken.phone = ['O campo telefone já está em uso.']
      // A CPF under a break or self-exclusion is refused in that exclusion's words, as registration and the money
      // calls refuse it (mocks/protection/cpf-gate.ts).
      const excluded = body.cpf ? excludedCpfMessage(body.cpf, auth.user.id) : null
      const locked = cpfOnFile(auth.user)
      if (locked !== null && body.cpf !== undefined && body.cpf !== locked) taken.cpf = [CPF_LOCKED]
      else if (excluded) taken.cpf = [excluded]
      else if (takenBy('cpf', body.cpf)) taken.cpf = ['O campo CPF já está em uso.']
      if (Object.keys(taken).length > 0) return reply.validation(taken)
      const changes: Partial<UserRecord> = {}
      for (const [field, value] of Object.entries(body) as Array<[keyof typeof body, unknown]>) {
        if (value === undefined) continue
        ;(changes as Record<string, unknown>)[field] = typeof value === 'string' && value.trim() === '' ? null : value
      }
      const user = db.users.update(auth.user.id, { ...changes, updated_at: now.toISOString() }) ?? auth.user
      return { status: true, message: PROFILE_SAVED, user: profileUser(user) }
    },
    { rules: profileDataRules },
  ),

  handle(profileEmail, ({ auth }) => ({ email: auth.user.email })),

  handle(
    profileUploadAvatar,
    async ({ auth, body, db, now }) => {
      const avatar = await avatarDataUrl(body.avatar)
      db.users.update(auth.user.id, { avatar, updated_at: now.toISOString() })
      return { status: true, message: AVATAR_UPDATED, avatar }
    },
    { rules: avatarRules },
  ),

  handle(
    profileUpdateName,
    ({ auth, body, db, now }) => {
      const name = body.name.trim()
      db.users.update(auth.user.id, { name, updated_at: now.toISOString() })
      return { status: true, message: NAME_UPDATED, name }
    },
    { rules: nameRules },
  ),

  // The like button toggles: a second like from the same player takes the first back.
  handle(profileLike, ({ auth, params, db, now }) => {
    const target = db.users.find(Number(params.user))
    if (!target) return reply.error(404, USER_NOT_FOUND)
    const existing = db.likes.findBy((like) => like.user_id === auth.user.id && like.liked_user_id === target.id)
    if (existing) db.likes.remove(existing.id)
    else db.likes.insert({ user_id: auth.user.id, liked_user_id: target.id, created_at: now.toISOString() })
    const totalLikes = Math.max(0, target.totalLikes + (existing ? -1 : 1))
    db.users.update(target.id, { totalLikes })
    return { status: true, message: existing ? UNLIKED : LIKED, totalLikes }
  }),
]
