import {
  authForgetPassword,
  authLogin,
  authLogout,
  authMe,
  authRefresh,
  authRegister,
  authResetPassword,
  authVerify,
} from '@/api/auth.ts'
import { HttpResponse } from 'msw'
import type { EndpointWireResponse } from '@/api/define.ts'
import { toCentavos } from '@/api/money.ts'
import { consumeReset, createPasswordReset, findValidReset } from './password-resets.ts'
import {
  checkPassword,
  createPlayer,
  findByEmail,
  findByLogin,
  findByReferralCode,
  isValidCpfDigits,
  publicUser,
  setPassword,
} from './players.ts'
import type { SessionRecord, UserRecord } from './tables.ts'
import {
  createSession,
  REMEMBER_TTL_MS,
  revokeSession,
  revokeUserSessions,
  SESSION_TTL_MS,
  sessionTtlSeconds,
} from './sessions.ts'
import { prebetBonusDisabled } from '../wallet/limits.ts'
import { claimSpin, verifySpinToken } from '../spin/spins.ts'
import { sessionTimeLoginRefusal } from '../protection/limits.ts'
import { excludedCpfMessage } from '../protection/cpf-gate.ts'
import { pauseLoginRefusal } from '../protection/pause-db.ts'
import { creditBonus } from '../wallet/wallets.ts'
import {
  accountKey,
  clearLoginFailures,
  lockedFor,
  recordLoginFailure,
  throttleMessage,
} from './login-throttle.ts'
import { clientOf } from '../handlers/client.ts'
import { handle, reply, type RequestRules } from '../handlers/define.ts'
import {
  accepted,
  custom,
  digitsBetween,
  email,
  isString,
  max,
  min,
  required,
  sameAs,
  unique,
  validateFields,
} from '../handlers/validation.ts'

/** The backend notes' answer to a wrong e-mail/phone or password. */
export const BAD_CREDENTIALS = { error: 'Check credentials' } as const
/** Laravel's password broker, pt_BR: no player behind the address. */
export const UNKNOWN_ADDRESS = 'Não encontramos um usuário com esse endereço de e-mail.'
export const FORGOT_SENT = 'Um token foi enviado para você em sua caixa de E-mail!'
export const BAD_RESET_TOKEN = { error: 'Token inválido ou expirado.' } as const
export const RESET_DONE = 'Senha restaurada com sucesso!'
export const LOGGED_OUT = 'Successfully logged out'

type TokenAnswer = EndpointWireResponse<typeof authLogin>

/** The JWT package's answer: `{ access_token, token_type: "bearer", expires_in, user }`. */
function tokenAnswer(session: SessionRecord, user: UserRecord): TokenAnswer {
  return {
    access_token: session.token,
    token_type: 'bearer',
    expires_in: sessionTtlSeconds(session),
    user: publicUser(user),
  }
}

/** 429 with the seconds to wait, as Laravel's ThrottlesLogins answers (in the `{ error }` shape of this endpoint). */
function throttled(seconds: number): Response {
  return HttpResponse.json(
    { error: throttleMessage(seconds) },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  )
}

const isEmptyText = (value: unknown) => typeof value !== 'string' || value.trim() === ''

const loginRules: RequestRules = (input) => {
  const errors = validateFields(input, {
    phone: { attribute: 'telefone', rules: [isString, digitsBetween(10, 11)], optional: true },
    password: { attribute: 'senha', rules: [required, isString] },
  })
  if (isEmptyText(input.email) && isEmptyText(input.phone)) errors.email = ['O campo email é obrigatório.']
  return errors
}

const registerRules: RequestRules = (input, { db }) =>
  validateFields(input, {
    name: { attribute: 'nome', rules: [required, isString, min(3), max(64)] },
    email: {
      attribute: 'email',
      rules: [required, isString, email, max(255), unique((value) => Boolean(findByEmail(value)))],
    },
    phone: {
      attribute: 'telefone',
      rules: [
        required,
        isString,
        digitsBetween(10, 11),
        unique((value) => db.users.all().some((u) => u.phone === value)),
      ],
    },
    cpf: {
      attribute: 'CPF',
      rules: [
        isString,
        custom(
          (value) => typeof value === 'string' && isValidCpfDigits(value),
          (attribute) => `O campo ${attribute} não é um CPF válido.`,
        ),
        // A self-excluded player (or one on a break) cannot come back under another e-mail: the exclusion's words,
        // before "already in use" (mocks/protection/cpf-gate.ts). Refused, the account is not made and no spin prize
        // is paid.
        (value) => (typeof value === 'string' ? excludedCpfMessage(value) : null),
        unique((value) => db.users.all().some((u) => u.cpf === value)),
      ],
      optional: true,
    },
    password: { attribute: 'senha', rules: [required, isString, min(8)] },
    password_confirmation: { attribute: 'confirmação da senha', rules: [required, sameAs('password')] },
    term_a: { attribute: 'termos de uso', rules: [accepted] },
    agreement: { attribute: 'termos e condições', rules: [accepted] },
  })

const forgetRules: RequestRules = (input) => {
  const value = input.email
  // The field takes an e-mail or a phone ('Enter email or phone'): whatever is not a phone is held to the e-mail format.
  const looksLikeEmail = typeof value === 'string' && (value.includes('@') || !/^\+?[\d\s().-]+$/.test(value.trim()))
  return validateFields(input, {
    email: { attribute: 'email', rules: looksLikeEmail ? [required, isString, email] : [required, isString] },
  })
}

const resetRules: RequestRules = (input) =>
  validateFields(input, {
    password: { attribute: 'senha', rules: [required, isString, min(8)] },
    password_confirmation: { attribute: 'confirmação da senha', rules: [required, sameAs('password')] },
    token: { attribute: 'token', rules: [required, isString] },
  })

export const authHandlers = [
  // Login by e-mail or phone (the modal sends either in `email`, the page sends `phone`).
  handle(
    authLogin,
    async ({ body, request }) => {
      const identifier = body.email || body.phone || ''
      const user = findByLogin(identifier)
      const account = accountKey(identifier, user?.id ?? null)
      const client = clientOf(request)
      // Throttling first (mocks/README.md): a locked-out account refuses even the right password, or it locks nothing.
      const locked = lockedFor(account, client)
      if (locked !== null) return throttled(locked)
      // The stored password is a salted hash (mocks/auth/passwords.ts); a missing player costs no hashing.
      if (!user || !(await checkPassword(user, body.password))) {
        recordLoginFailure(account, client)
        return reply.error(400, BAD_CREDENTIALS)
      }
      clearLoginFailures(account, client)
      // A break or an exclusion says more than the day's session time, so it answers first.
      const paused = pauseLoginRefusal(user)
      if (paused) return reply.error(paused.status, paused.body)
      const sessionLimitRefusal = sessionTimeLoginRefusal(user.id)
      if (sessionLimitRefusal) return sessionLimitRefusal
      return tokenAnswer(createSession(user.id, body.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS), user)
    },
    { rules: loginRules },
  ),

  handle(
    authRegister,
    async ({ body }) => {
      // The insert comes before the first await: nothing can slip in between the rules' uniqueness checks and it.
      // An unknown referral code is ignored, as the original did.
      const inviter = findByReferralCode(body.reference_code)
      const user = createPlayer({
        name: body.name,
        email: body.email,
        phone: body.phone,
        cpf: body.cpf ?? null,
        inviter: inviter?.id ?? null,
      })
      await setPassword(user.id, body.password)
      // A bad, forged or already claimed spin token is ignored: the account is still created.
      // While bonuses before a bet are off (prebet_bonus_disabled) no spin prize is paid, whatever the token.
      const spin = prebetBonusDisabled() ? null : await verifySpinToken(body.spin_token)
      if (spin && claimSpin(spin, user.id)) creditBonus(user.id, toCentavos(spin.value), 'spin')
      return tokenAnswer(createSession(user.id), user)
    },
    { rules: registerRules },
  ),

  handle(authLogout, ({ auth }) => {
    revokeSession(auth.token)
    return { message: LOGGED_OUT }
  }),

  handle(authVerify, ({ auth }) => publicUser(auth.user)),

  handle(authMe, ({ auth }) => publicUser(auth.user)),

  // A fresh token for the same lifetime (an hour, or 30 days after "remember"); the old one stops working. The login
  // time carries over: a refresh is no new session for the reality check.
  handle(authRefresh, ({ auth }) => {
    const ttlMs = sessionTtlSeconds(auth.session) * 1000
    // The new token first: it takes over the games the old one launched, which the revocation would end.
    const next = createSession(auth.user.id, ttlMs, auth.session)
    revokeSession(auth.token)
    return tokenAnswer(next, auth.user)
  }),

  handle(
    authForgetPassword,
    ({ body }) => {
      const user = findByLogin(body.email)
      if (!user) return reply.validation({ email: [UNKNOWN_ADDRESS] })
      createPasswordReset(user)
      return { status: true, message: FORGOT_SENT }
    },
    { rules: forgetRules },
  ),

  handle(
    authResetPassword,
    async ({ body, params, db }) => {
      const reset = params.token === body.token ? findValidReset(body.token) : undefined
      const user = reset ? db.users.find(reset.user_id) : undefined
      if (!reset || !user) return reply.error(400, BAD_RESET_TOKEN)
      // The token is used up before the hashing's await: a second request with it cannot slip in between.
      consumeReset(reset)
      await setPassword(user.id, body.password)
      // A new password signs the player out everywhere.
      revokeUserSessions(user.id)
      return { status: true, message: RESET_DONE }
    },
    { rules: resetRules },
  ),
]
