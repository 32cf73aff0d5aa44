import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, NumericSchema } from './money.ts'
import { UserSchema } from './users.ts'

/** JWT answer of login, register and refresh. */
export const TokenSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  token_type: v.optional(v.string(), 'bearer'),
  expires_in: v.optional(v.nullable(NumericSchema)),
})

export const AuthSessionSchema = v.object({
  ...TokenSchema.entries,
  user: UserSchema,
})
export type AuthSession = v.InferOutput<typeof AuthSessionSchema>

/**
 * auth/verify and auth/me answer "the user object" (backend notes); some backends wrap it as
 * `{ user }`. Both are accepted and the app always gets the user.
 */
export const UserAnswerSchema = v.pipe(
  v.union([v.object({ user: UserSchema }), UserSchema]),
  v.transform((answer) => ('user' in answer ? answer.user : answer)),
)

/** Answers whose only use is a toast the app writes itself. */
export const StatusMessageSchema = v.object({
  status: v.optional(FlagSchema),
  success: v.optional(FlagSchema),
  message: v.optional(v.string()),
})
export type StatusMessage = v.InferOutput<typeof StatusMessageSchema>

export const LoginBodySchema = v.pipe(
  v.object({
    /** The modal's 'Email ou telefone' field is sent as `email` whatever it holds. */
    email: v.optional(v.pipe(v.string(), v.nonEmpty())),
    /** The login page variant sends a phone, digits only. */
    phone: v.optional(v.pipe(v.string(), v.regex(/^\d{10,11}$/))),
    password: v.pipe(v.string(), v.nonEmpty()),
    remember: v.optional(v.boolean()),
  }),
  v.forward(
    v.partialCheck(
      [['email'], ['phone']],
      (input) => Boolean(input.email || input.phone),
      'Informe o email ou o telefone.',
    ),
    ['email'],
  ),
  v.metadata({ description: 'Either email or phone is required.' }),
)

export const authLogin = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: 'auth/login',
  body: LoginBodySchema,
  response: AuthSessionSchema,
  auth: 'none',
  tag: 'auth',
  summary: 'Log in with email (or phone) and password',
  description:
    'Payload: email (or phone), password, remember. Response use: access_token, user. ' +
    "On failure 'every field message in the body object is shown as an error notice, and the first is shown in the form'.",
  errors: {
    400: 'Wrong credentials: `{ "error": "Check credentials" }`.',
    403:
      'A player on a break or self-excluded (right password): `{ "error": "Sua conta está em pausa até …", "action": ' +
      '{ "type": "paused", "paused_until", "withdraw_token" } }` (PauseRefusalActionSchema; see protection/pause).',
    429:
      'Too many failed logins (5 a minute per account and client, 30 per client across accounts; checked before the ' +
      'password, so the right one is refused too; a successful login clears the account\'s count): ' +
      '`{ "error": "Muitas tentativas de login. Tente novamente em 1 minuto." }` with `Retry-After` in seconds. ' +
      'The app shows the words in the login form.',
  },
})

/**
 * What the login refusal of a paused player carries under `action` (a key the app never shows as words): the break's
 * end (ISO, null when indefinite) and a short-lived token good only for the protection/pause/withdraw calls.
 */
export const PauseRefusalActionSchema = v.object({
  type: v.literal('paused'),
  paused_until: v.nullable(v.string()),
  withdraw_token: v.string(),
})
export type PauseRefusalAction = v.InferOutput<typeof PauseRefusalActionSchema>

export const RegisterBodySchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.minLength(3), v.maxLength(64)),
    email: v.pipe(v.string(), v.email()),
    password: v.pipe(v.string(), v.minLength(8)),
    password_confirmation: v.string(),
    /** Digits only, DDD included. */
    phone: v.pipe(v.string(), v.regex(/^\d{10,11}$/)),
    /** Digits only; the one-page variant asks for it. */
    cpf: v.optional(v.pipe(v.string(), v.regex(/^\d{11}$/))),
    reference_code: v.optional(v.nullable(v.string())),
    term_a: v.boolean(),
    agreement: v.boolean(),
    email_as_pix: v.optional(v.boolean()),
    phone_as_pix: v.optional(v.boolean()),
    /** The spin-wheel result carried into registration (decoded, or as the encoded text). */
    spin_data: v.optional(v.nullable(v.union([v.string(), v.record(v.string(), v.unknown())]))),
    /** base64 of `{signature, nonce}` from spin/result; a valid one credits the prize to the bonus balance. */
    spin_token: v.optional(v.nullable(v.string())),
  }),
  v.forward(
    // Laravel's `confirmed` rule: the mismatch is reported on the confirmation field.
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'As senhas não coincidem.',
    ),
    ['password_confirmation'],
  ),
  v.metadata({ description: 'password_confirmation must equal password.' }),
)
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>

export const authRegister = defineEndpoint({
  id: 'auth.register',
  method: 'POST',
  path: 'auth/register',
  body: RegisterBodySchema,
  response: AuthSessionSchema,
  auth: 'none',
  tag: 'auth',
  summary: 'Create an account',
  description:
    'Payload: the registration form. Response use: access_token, user. After success the app goes to the pending ' +
    'redirect or to profileDeposit.',
})

export const authLogout = defineEndpoint({
  id: 'auth.logout',
  method: 'POST',
  path: 'auth/logout',
  body: v.object({}),
  response: v.optional(StatusMessageSchema),
  auth: 'required',
  tag: 'auth',
  summary: 'End the session (invalidate the token)',
  description:
    "Response not shown in the spec; the app clears the session whatever the answer and shows 'You have been successfully disconnected'.",
})

export const authVerify = defineEndpoint({
  id: 'auth.verify',
  method: 'GET',
  path: 'auth/verify',
  response: UserAnswerSchema,
  auth: 'required',
  tag: 'auth',
  summary: 'Check the stored token at start and get the user',
  description:
    'Called when a token is in storage at start. A 401 clears token and user and goes home unless already there; ' +
    'other errors are only logged.',
})

export const authMe = defineEndpoint({
  id: 'auth.me',
  method: 'POST',
  path: 'auth/me',
  body: v.object({}),
  response: UserAnswerSchema,
  auth: 'required',
  tag: 'auth',
  summary: 'The logged-in user (JWT "me")',
  description: 'From the backend notes; POST as in the JWT package the backend uses.',
})

export const authRefresh = defineEndpoint({
  id: 'auth.refresh',
  method: 'POST',
  path: 'auth/refresh',
  body: v.object({}),
  response: v.object({ ...TokenSchema.entries, user: v.optional(UserSchema) }),
  auth: 'required',
  tag: 'auth',
  summary: 'Exchange the token for a fresh one',
  description: 'From the backend notes; the old token stops working.',
})

export const authForgetPassword = defineEndpoint({
  id: 'auth.forgetPassword',
  method: 'POST',
  path: 'auth/forget-password',
  body: v.object({ email: v.pipe(v.string(), v.nonEmpty()) }),
  response: StatusMessageSchema,
  auth: 'none',
  tag: 'auth',
  summary: 'Send a password reset token by e-mail',
  description:
    "Success toast 'Um token foi enviado para você em sua caixa de E-mail!'; failure shows every value of the error object.",
})

export const authResetPassword = defineEndpoint({
  id: 'auth.resetPassword',
  method: 'POST',
  path: 'auth/reset-password/:token',
  body: v.pipe(
    v.object({
      password: v.pipe(v.string(), v.minLength(8)),
      password_confirmation: v.string(),
      /** The same token as in the path (the form keeps it from the route). */
      token: v.pipe(v.string(), v.nonEmpty()),
    }),
    v.forward(
      // Laravel's `confirmed` rule: the mismatch is reported on the confirmation field.
      v.partialCheck(
        [['password'], ['password_confirmation']],
        (input) => input.password === input.password_confirmation,
        'As senhas não coincidem.',
      ),
      ['password_confirmation'],
    ),
  ),
  response: StatusMessageSchema,
  auth: 'none',
  tag: 'auth',
  summary: 'Set a new password with the e-mailed token',
  description: "Success toast 'Senha restaurada com sucesso!', then a full page redirect to /login.",
})
