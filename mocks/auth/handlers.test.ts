import { beforeEach, describe, expect, it } from 'vitest'
import {
  authForgetPassword,
  authLogin,
  authLogout,
  authMe,
  authRefresh,
  authRegister,
  authResetPassword,
  authVerify,
  type RegisterBody,
} from '@/api/auth.ts'
import { callApi, configureApi } from '@/api/client.ts'
import { profileGetLanguage, profileUpdateLanguage } from '@/api/language.ts'
import { spinResult } from '@/api/spin.ts'
import { usersPhoneExists } from '@/api/users.ts'
import { profileWallet } from '@/api/wallet.ts'
import { resetMockState } from '../node.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { setPassword } from './players.ts'
import { mailboxMessages } from './mailbox.ts'
import { RESET_TOKEN_TTL_MS } from './password-resets.ts'
import { REMEMBER_TTL_MS, SESSION_TTL_MS } from './sessions.ts'
import { encodeSpinToken } from '../spin/spins.ts'
import { LOGIN_THROTTLE } from './login-throttle.ts'
import { apiBase } from '../config.ts'
import { clock } from '../sim/clock.ts'
import { failure } from '../handlers/test-support.ts'
import { liftPause, takePause } from '../protection/pause-db.ts'

beforeEach(() => resetMockState())

/** As if the token had been used just now: keeps the 30-minute idle rule out of the tests of a token's lifetime. */
function seenNow(token: string) {
  const session = db.sessions.findBy((s) => s.token === token)
  if (session) db.sessions.update(session.id, { last_seen_at: new Date(clock.nowMs()).toISOString() })
}

function useToken(token: string | null) {
  configureApi({ getToken: () => token })
}

const login = (email: string, password: string = DEMO_PLAYER.password, remember?: boolean) =>
  callApi(authLogin, { body: { email, password, remember } })

/** A registration the backend accepts; each test breaks one field. */
function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    name: 'Maria Souza',
    email: 'maria.souza@exemplo.com.br',
    phone: '21998765432',
    cpf: '11144477735',
    password: 'Senha@123',
    password_confirmation: 'Senha@123',
    reference_code: null,
    term_a: true,
    agreement: true,
    ...overrides,
  }
}

const register = (overrides: Partial<RegisterBody> = {}) => callApi(authRegister, { body: registration(overrides) })

async function registerFails(overrides: Partial<RegisterBody>): Promise<unknown> {
  const error = await failure(register(overrides))
  expect(error.status).toBe(422)
  return error.body
}

describe('auth/login', () => {
  it('logs in by e-mail and answers the JWT shape with the public user (no password)', async () => {
    const session = await login(DEMO_PLAYER.email)
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { id: 1, name: 'Jogador Demo', email: DEMO_PLAYER.email, phone: DEMO_PLAYER.phone, cpf: DEMO_PLAYER.cpf },
    })
    expect(session.access_token).toMatch(/^[0-9a-f]{48}$/)
    expect(session.user.dateHumanReadable).toBe('há 3 meses')
    expect(session.user).not.toHaveProperty('password')
  })

  it('takes the e-mail in any case and around spaces, and a phone as digits in either field', async () => {
    await expect(login('  DEMO@Jogada.com.br ')).resolves.toHaveProperty('user.id', 1)
    await expect(login(DEMO_PLAYER.phone)).resolves.toHaveProperty('user.id', 1)
    await expect(login('(11) 98765-4321')).resolves.toHaveProperty('user.id', 1)
    await expect(
      callApi(authLogin, { body: { phone: DEMO_PLAYER.phone, password: DEMO_PLAYER.password } }),
    ).resolves.toHaveProperty('user.id', 1)
  })

  it('answers 400 { error: "Check credentials" } for a wrong password or an unknown player', async () => {
    // One after the other: started together, an unknown player's quick refusal would wait unhandled while the demo
    // player's password is hashed.
    for (const attempt of [
      () => login(DEMO_PLAYER.email, 'errada123'),
      () => login('ninguem@exemplo.com.br'),
      () => login('11900000000'),
    ]) {
      const error = await failure(attempt())
      expect(error).toMatchObject({ status: 400, body: { error: 'Check credentials' } })
      expect(error.messages).toEqual(['Check credentials'])
    }
  })

  it('answers 422 in Laravel’s words for missing fields', async () => {
    const missing = await failure(callApi(authLogin, { body: { password: '' } }))
    expect(missing).toMatchObject({
      status: 422,
      body: { email: ['O campo email é obrigatório.'], password: ['O campo senha é obrigatório.'] },
    })
    const badPhone = await failure(callApi(authLogin, { body: { phone: '123', password: 'x' } }))
    expect(badPhone.body).toEqual({ phone: ['O campo telefone deve ter entre 10 e 11 dígitos.'] })
  })

  it('tokens last an hour on the simulation clock, 30 days with remember', async () => {
    const short = await login(DEMO_PLAYER.email)
    const long = await login(DEMO_PLAYER.email, DEMO_PLAYER.password, true)
    expect(long.expires_in).toBe(REMEMBER_TTL_MS / 1000)

    clock.advance(SESSION_TTL_MS - 1000)
    useToken(short.access_token)
    seenNow(short.access_token)
    await expect(callApi(authVerify)).resolves.toHaveProperty('id', 1)
    clock.advance(1000)
    expect(await failure(callApi(authVerify))).toMatchObject({ status: 401, body: { error: 'Unauthenticated.' } })

    useToken(long.access_token)
    clock.advance(REMEMBER_TTL_MS - SESSION_TTL_MS - 1000)
    seenNow(long.access_token)
    await expect(callApi(authVerify)).resolves.toHaveProperty('id', 1)
    clock.advance(1000)
    expect((await failure(callApi(authVerify))).status).toBe(401)
  })
})

describe('auth/login throttling', () => {
  const wrong = (email: string = DEMO_PLAYER.email) => failure(login(email, 'Errada@123'))
  /** The raw answer, for the Retry-After header the client does not keep. */
  const rawLogin = (email: string, password: string) =>
    fetch(new URL('auth/login', apiBase.replace('*', 'http://localhost')), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    })

  it('after 5 wrong passwords in a minute answers 429 with Retry-After, even to the right password', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) expect((await wrong()).status).toBe(400)
    const locked = await rawLogin(DEMO_PLAYER.email, DEMO_PLAYER.password)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('Retry-After')).toBe('60')
    expect(await locked.json()).toEqual({ error: 'Muitas tentativas de login. Tente novamente em 1 minuto.' })
    // The same account by another name (its phone, its e-mail in capitals) is the same account.
    expect((await failure(login(DEMO_PLAYER.phone))).status).toBe(429)
    expect((await failure(login(DEMO_PLAYER.email.toUpperCase()))).status).toBe(429)
    // Another account from the same client is not locked by this one.
    const other = db.users.all().find((user) => user.email !== DEMO_PLAYER.email)
    if (!other) throw new Error('no other player')
    // The database keeps only a hash (mocks/auth/passwords.ts): give that player a password this test knows.
    await setPassword(other.id, 'Outra@2026')
    await expect(login(other.email, 'Outra@2026')).resolves.toMatchObject({ user: { id: other.id } })

    clock.advance(30_000)
    const later = await rawLogin(DEMO_PLAYER.email, DEMO_PLAYER.password)
    expect(later.headers.get('Retry-After')).toBe('30')
    clock.advance(30_000)
    await expect(login(DEMO_PLAYER.email)).resolves.toMatchObject({ token_type: 'bearer' })
  })

  it('a successful login clears the count: four wrong, one right, four wrong again are never locked', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i++) expect((await wrong()).status).toBe(400)
    await login(DEMO_PLAYER.email)
    for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i++) expect((await wrong()).status).toBe(400)
    await expect(login(DEMO_PLAYER.email)).resolves.toMatchObject({ token_type: 'bearer' })
  })

  it('unknown accounts count too, and one client is bounded across accounts', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) await wrong('ninguem@exemplo.com.br')
    expect((await wrong('ninguem@exemplo.com.br')).status).toBe(429)
    // A password spray: a few tries on each of many accounts, under the per-account bound each time.
    let sprayed = LOGIN_THROTTLE.perAccount
    for (let n = 0; sprayed < LOGIN_THROTTLE.perClient; n++)
      for (let i = 0; i < 2 && sprayed < LOGIN_THROTTLE.perClient; i++, sprayed++)
        expect((await wrong(`conta${n}@exemplo.com.br`)).status).toBe(400)
    const refused = await failure(login(DEMO_PLAYER.email))
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ error: 'Muitas tentativas de login. Tente novamente em 1 minuto.' })
  })
})

describe('auth/verify, me, logout, refresh', () => {
  it('verify and me answer the user behind the token; 401 without one', async () => {
    expect(await failure(callApi(authVerify))).toMatchObject({ status: 401, body: { error: 'Unauthenticated.' } })
    const { access_token } = await login(DEMO_PLAYER.email)
    useToken(access_token)
    await expect(callApi(authVerify)).resolves.toMatchObject({ id: 1, email: DEMO_PLAYER.email })
    await expect(callApi(authMe)).resolves.toMatchObject({ id: 1, email: DEMO_PLAYER.email })
    useToken('not-a-token')
    expect((await failure(callApi(authVerify))).status).toBe(401)
  })

  it('logout revokes the token', async () => {
    const { access_token } = await login(DEMO_PLAYER.email)
    useToken(access_token)
    await expect(callApi(authLogout)).resolves.toEqual({ message: 'Successfully logged out' })
    expect((await failure(callApi(authVerify))).status).toBe(401)
    expect((await failure(callApi(authLogout))).status).toBe(401)
  })

  it('refresh hands out a new token for the same lifetime and retires the old one', async () => {
    const first = await login(DEMO_PLAYER.email, DEMO_PLAYER.password, true)
    useToken(first.access_token)
    clock.advance(SESSION_TTL_MS * 2)
    seenNow(first.access_token)
    const refreshed = await callApi(authRefresh)
    expect(refreshed).toMatchObject({ token_type: 'bearer', expires_in: REMEMBER_TTL_MS / 1000, user: { id: 1 } })
    expect(refreshed.access_token).not.toBe(first.access_token)
    expect((await failure(callApi(authVerify))).status).toBe(401)
    useToken(refreshed.access_token)
    await expect(callApi(authVerify)).resolves.toHaveProperty('id', 1)
  })

  it('the language endpoints follow the logged-in player', async () => {
    db.users.update(1, { language: 'es' })
    await expect(callApi(profileGetLanguage)).resolves.toEqual({ language: 'pt_BR' })
    useToken((await login(DEMO_PLAYER.email)).access_token)
    await expect(callApi(profileGetLanguage)).resolves.toEqual({ language: 'es' })
    await callApi(profileUpdateLanguage, { body: { language: 'en' } })
    await expect(callApi(profileGetLanguage)).resolves.toEqual({ language: 'en' })
    expect(db.users.find(1)?.language).toBe('en')
  })
})

describe('auth/register', () => {
  it('creates the player with an empty wallet and answers the token shape; the token works at once', async () => {
    const session = await register()
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: {
        name: 'Maria Souza',
        email: 'maria.souza@exemplo.com.br',
        phone: '21998765432',
        cpf: '11144477735',
        totalLikes: 0,
      },
    })
    const stored = db.users.find(session.user.id)
    expect(stored).toMatchObject({ inviter: null, language: 'pt_BR' })
    // Stored as a salted hash, never as typed.
    expect(stored?.password).toMatch(/^pbkdf2_sha256\$\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(JSON.stringify(db.data.users)).not.toContain('Senha@123')
    useToken(session.access_token)
    await expect(callApi(authVerify)).resolves.toHaveProperty('email', 'maria.souza@exemplo.com.br')
    const { wallet } = await callApi(profileWallet)
    expect(wallet).toMatchObject({
      balance: 0,
      balance_bonus: 0,
      balance_withdrawal: 0,
      total_balance: 0,
      currency: 'BRL',
    })
    // The new player can log in with what they chose.
    await expect(login('maria.souza@exemplo.com.br', 'Senha@123')).resolves.toHaveProperty('user.id', session.user.id)
  })

  it('cpf is optional', async () => {
    const { cpf: _cpf, ...withoutCpf } = registration()
    await expect(callApi(authRegister, { body: withoutCpf })).resolves.toHaveProperty('user.cpf', null)
  })

  it('answers 422 with a field -> [message] object for every rule', async () => {
    expect(
      await registerFails({
        name: '',
        email: '',
        phone: '',
        password: '',
        password_confirmation: '',
        term_a: false,
        agreement: false,
      }),
    ).toEqual({
      name: ['O campo nome é obrigatório.'],
      email: ['O campo email é obrigatório.'],
      phone: ['O campo telefone é obrigatório.'],
      password: ['O campo senha é obrigatório.'],
      password_confirmation: ['O campo confirmação da senha é obrigatório.'],
      term_a: ['O campo termos de uso deve ser aceito.'],
      agreement: ['O campo termos e condições deve ser aceito.'],
    })
    expect(await registerFails({ name: 'Jo' })).toEqual({ name: ['O campo nome deve ter pelo menos 3 caracteres.'] })
    expect(await registerFails({ name: 'J'.repeat(65) })).toEqual({
      name: ['O campo nome não pode ser superior a 64 caracteres.'],
    })
    expect(await registerFails({ email: 'maria@exemplo' })).toEqual({
      email: ['O campo email deve ser um endereço de e-mail válido.'],
    })
    expect(await registerFails({ phone: '219987654' })).toEqual({
      phone: ['O campo telefone deve ter entre 10 e 11 dígitos.'],
    })
    expect(await registerFails({ cpf: '11144477734' })).toEqual({ cpf: ['O campo CPF não é um CPF válido.'] })
    expect(await registerFails({ cpf: '11111111111' })).toEqual({ cpf: ['O campo CPF não é um CPF válido.'] })
    expect(await registerFails({ password: 'curta', password_confirmation: 'curta' })).toEqual({
      password: ['O campo senha deve ter pelo menos 8 caracteres.'],
    })
    expect(await registerFails({ password_confirmation: 'Senha@124' })).toEqual({
      password_confirmation: ['As senhas não coincidem.'],
    })
    expect(db.users.count()).toBe(5)
  })

  it('e-mail (in any case), phone and cpf must be unique', async () => {
    expect(
      await registerFails({ email: 'Demo@Jogada.com.br', phone: DEMO_PLAYER.phone, cpf: DEMO_PLAYER.cpf }),
    ).toEqual({
      email: ['O campo email já está em uso.'],
      phone: ['O campo telefone já está em uso.'],
      cpf: ['O campo CPF já está em uso.'],
    })
  })

  it('a reference_code links the new player to the referrer; an unknown one is ignored', async () => {
    const referred = await register({ reference_code: 'jogada1' })
    expect(db.users.find(referred.user.id)?.inviter).toBe(1)
    const unknown = await register({
      email: 'outro@exemplo.com.br',
      phone: '31998765432',
      cpf: undefined,
      reference_code: 'NAOEXISTE',
    })
    expect(db.users.find(unknown.user.id)?.inviter).toBeNull()
  })

  it('a spin token from spin/result credits the prize to the bonus balance, once per nonce', async () => {
    const spin = await callApi(spinResult, { body: { action: 'start' } })
    const spinToken = encodeSpinToken(spin)
    const first = await register({ spin_token: spinToken })
    useToken(first.access_token)
    const { wallet } = await callApi(profileWallet)
    expect(wallet.balance_bonus).toBe(spin.data.prize.value)
    expect(wallet.balance_bonus_rollover).toBe(spin.data.prize.value * 10)
    expect(wallet.total_balance).toBe(spin.data.prize.value)
    expect(db.spins.findBy((s) => s.nonce === spin.nonce)?.redeemed_by).toBe(first.user.id)

    // The same token again creates the account but pays nothing.
    const second = await register({
      email: 'segunda@exemplo.com.br',
      phone: '31998765432',
      cpf: undefined,
      spin_token: spinToken,
    })
    useToken(second.access_token)
    expect((await callApi(profileWallet)).wallet.balance_bonus).toBe(0)
  })

  it('refuses a self-excluded player’s CPF under another e-mail with the exclusion’s words: no account, no spin prize', async () => {
    // The demo player excludes themself, then comes back as someone else with their own CPF and a spin prize.
    takePause(1, 'indefinite')
    const spin = await callApi(spinResult, { body: { action: 'start' } })
    const users = db.users.count()
    expect(
      await registerFails({
        email: 'outra.pessoa@exemplo.com.br',
        phone: '31998765432',
        cpf: DEMO_PLAYER.cpf,
        spin_token: encodeSpinToken(spin),
      }),
    ).toEqual({ cpf: ['Você se autoexcluiu por tempo indeterminado. Para reabrir a conta, fale com o suporte.'] })
    expect(db.users.count()).toBe(users)
    expect(db.spins.findBy((s) => s.nonce === spin.nonce)?.redeemed_by ?? null).toBeNull()
    // Once support ends the exclusion, the CPF is only "in use" (the original account is still there).
    liftPause(1)
    expect(await registerFails({ email: 'outra.pessoa@exemplo.com.br', cpf: DEMO_PLAYER.cpf })).toEqual({
      cpf: ['O campo CPF já está em uso.'],
    })
  })

  it('a forged or garbled spin token pays nothing and does not block the registration', async () => {
    const spin = await callApi(spinResult, { body: { action: 'start' } })
    const forged = encodeSpinToken({ nonce: spin.nonce, signature: '0'.repeat(64) })
    const session = await register({ spin_token: forged })
    useToken(session.access_token)
    expect((await callApi(profileWallet)).wallet.balance_bonus).toBe(0)
    await expect(
      register({ email: 'outra@exemplo.com.br', phone: '31998765432', cpf: undefined, spin_token: 'não é base64' }),
    ).resolves.toHaveProperty('access_token')
    // The genuine token still pays after the forged attempt.
    expect(db.spins.findBy((s) => s.nonce === spin.nonce)?.redeemed_by).toBeNull()
  })
})

describe('spin/result', () => {
  it('answers a prize from the wheel’s sectors with a signature and nonce', async () => {
    const spin = await callApi(spinResult, { body: { action: 'start' } })
    expect(spin.status).toBe(true)
    expect(spin.data.index).toBeGreaterThanOrEqual(0)
    expect(spin.data.index).toBeLessThan(20)
    expect(spin.data.prize).toEqual({ value: expect.any(Number), currency: 'BRL' })
    expect(spin.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(spin.nonce).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('users/phone-exists', () => {
  it('says whether a phone is registered', async () => {
    await expect(callApi(usersPhoneExists, { params: { phone: DEMO_PLAYER.phone } })).resolves.toEqual({ exists: true })
    await expect(callApi(usersPhoneExists, { params: { phone: '21998765432' } })).resolves.toEqual({ exists: false })
    await register()
    await expect(callApi(usersPhoneExists, { params: { phone: '21998765432' } })).resolves.toEqual({ exists: true })
  })
})

describe('forgot and reset password', () => {
  const forgot = (email: string) => callApi(authForgetPassword, { body: { email } })
  const reset = (token: string, password: string, confirmation = password) =>
    callApi(authResetPassword, { params: { token }, body: { token, password, password_confirmation: confirmation } })

  function tokenFromMailbox(): string {
    const link = mailboxMessages()[0]?.link ?? ''
    expect(link).toMatch(/^\/reset-password\/[0-9a-f]{64}$/)
    return link.split('/').pop() ?? ''
  }

  it('e-mails a reset link to the player found by e-mail or phone', async () => {
    await expect(forgot(DEMO_PLAYER.email)).resolves.toEqual({
      status: true,
      message: 'Um token foi enviado para você em sua caixa de E-mail!',
    })
    const [mail] = mailboxMessages()
    expect(mail).toMatchObject({ to: DEMO_PLAYER.email, user_id: 1, subject: 'Jogada: redefinição de senha' })
    expect(mail?.body).toContain(mail?.link ?? 'missing')
    expect(mail?.body).toContain('Olá, Jogador Demo!')

    await forgot('(11) 98765-4321')
    expect(mailboxMessages()).toHaveLength(2)
    // A new token replaces the older one.
    expect(db.passwordResets.count()).toBe(1)
  })

  it('answers 422 for an unknown address or a malformed e-mail, as Laravel’s broker does', async () => {
    expect(await failure(forgot('ninguem@exemplo.com.br'))).toMatchObject({
      status: 422,
      body: { email: ['Não encontramos um usuário com esse endereço de e-mail.'] },
    })
    expect((await failure(forgot('11900000000'))).body).toEqual({
      email: ['Não encontramos um usuário com esse endereço de e-mail.'],
    })
    expect((await failure(forgot('demo@'))).body).toEqual({
      email: ['O campo email deve ser um endereço de e-mail válido.'],
    })
    expect(mailboxMessages()).toHaveLength(0)
  })

  it('resets the password with the e-mailed token, once, and signs the player out everywhere', async () => {
    const { access_token } = await login(DEMO_PLAYER.email)
    await forgot(DEMO_PLAYER.email)
    const token = tokenFromMailbox()

    await expect(reset(token, 'NovaSenha@1')).resolves.toEqual({
      status: true,
      message: 'Senha restaurada com sucesso!',
    })
    expect((await failure(login(DEMO_PLAYER.email))).status).toBe(400)
    await expect(login(DEMO_PLAYER.email, 'NovaSenha@1')).resolves.toHaveProperty('user.id', 1)
    expect(db.users.find(1)?.password).toMatch(/^pbkdf2_sha256\$/)
    expect(JSON.stringify(db.data.users)).not.toContain('NovaSenha@1')
    useToken(access_token)
    expect((await failure(callApi(authVerify))).status).toBe(401)

    expect(await failure(reset(token, 'OutraSenha@2'))).toMatchObject({
      status: 400,
      body: { error: 'Token inválido ou expirado.' },
    })
  })

  it('answers 422 for a short or unconfirmed password and 400 for an unknown or expired token', async () => {
    await forgot(DEMO_PLAYER.email)
    const token = tokenFromMailbox()
    expect((await failure(reset(token, 'curta'))).body).toEqual({
      password: ['O campo senha deve ter pelo menos 8 caracteres.'],
    })
    expect((await failure(reset(token, 'NovaSenha@1', 'NovaSenha@2'))).body).toEqual({
      password_confirmation: ['As senhas não coincidem.'],
    })
    expect((await failure(reset('f'.repeat(64), 'NovaSenha@1'))).body).toEqual({ error: 'Token inválido ou expirado.' })

    clock.advance(RESET_TOKEN_TTL_MS)
    const expired = await failure(reset(token, 'NovaSenha@1'))
    expect(expired).toMatchObject({ status: 400, messages: ['Token inválido ou expirado.'] })
    await expect(login(DEMO_PLAYER.email)).resolves.toHaveProperty('user.id', 1)
  })
})
