import { profileEmail, profileLike, profileShow, profileUpdateName, profileUploadAvatar } from '@/api/profile.ts'
import { profileData } from '@/api/profile-data.ts'
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarDataUrl } from '../db/avatars.ts'
import { publicUser } from '../db/players.ts'
import { walletOf } from '../db/wallets.ts'
import { handle, reply, type RequestRules } from './define.ts'
import { custom, isString, max, min, required, validateFields } from './validation.ts'

export const AVATAR_UPDATED = 'Avatar atualizado com sucesso!'
export const NAME_UPDATED = 'Nome atualizado com sucesso!'
export const LIKED = 'Perfil curtido!'
export const UNLIKED = 'Curtida removida.'
export const USER_NOT_FOUND = { error: 'Usuário não encontrado.' } as const

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

  handle(profileData, ({ auth }) => ({ user: publicUser(auth.user) })),

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
