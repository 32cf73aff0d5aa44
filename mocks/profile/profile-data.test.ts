// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi, configureApi } from '@/api/client.ts'
import { profileData, profileDataUpdate } from '@/api/profile-data.ts'
import { resetMockState } from '../node.ts'
import { clock } from '../sim/clock.ts'
import { db } from '../db/index.ts'
import { PROFILE_SAVED } from './handlers.ts'
import { CPF_LOCKED } from '../protection/cpf-gate.ts'
import { failure, signIn } from '../handlers/test-support.ts'
import { takePause } from '../protection/pause-db.ts'

beforeEach(() => resetMockState())

describe('GET profile/data', () => {
  it("answers the player's saved fields with the defaults of a Brazilian account", async () => {
    signIn()
    const { user } = await callApi(profileData)
    expect(user).toMatchObject({
      email: 'demo@jogada.com.br',
      phone_country: '+55',
      country: 'BR',
      currency: 'BRL',
      birth_date: null,
    })
  })
})

describe('PUT profile/data', () => {
  it('saves the fields sent, keeps the others, and GET answers them after', async () => {
    signIn()
    const answer = await callApi(profileDataUpdate, {
      body: {
        zip: '01310100',
        state: 'SP',
        city: 'São Paulo',
        address: 'Av. Paulista, 1000',
        birth_date: '1990-05-20',
      },
    })
    expect(answer).toMatchObject({ status: true, message: PROFILE_SAVED, user: { zip: '01310100', state: 'SP' } })
    const { user } = await callApi(profileData)
    expect(user).toMatchObject({
      city: 'São Paulo',
      birth_date: '1990-05-20',
      name: 'Jogador Demo',
      phone: '11987654321',
    })
    // An emptied optional field is cleared.
    await callApi(profileDataUpdate, { body: { city: '' } })
    expect(db.users.find(1)?.city).toBeNull()
  })

  it('answers 422 per field: CPF, CEP, UF, 18+, a +55 phone without a real DDD, the PIX key for its type', async () => {
    signIn()
    const bad = async (body: Record<string, unknown>) =>
      (await failure(callApi(profileDataUpdate, { body: body }))).body
    expect(await bad({ cpf: '52998224724' })).toEqual({ cpf: ['O campo CPF não é um CPF válido.'] })
    expect(await bad({ zip: '0131010' })).toEqual({ zip: ['O campo CEP não é um CEP válido.'] })
    expect(await bad({ state: 'XX' })).toEqual({ state: ['O campo estado selecionado é inválido.'] })
    const today = clock.now()
    const minor = `${today.getUTCFullYear() - 17}-01-01`
    expect(await bad({ birth_date: minor })).toEqual({ birth_date: ['Você precisa ter pelo menos 18 anos.'] })
    expect(await bad({ phone_country: '+55', phone: '20987654321' })).toEqual({
      phone: ['O campo telefone deve ser um telefone válido com DDD.'],
    })
    expect(await bad({ pix_type: 'email', pix_key: 'demo@' })).toEqual({
      pix_key: ['A chave PIX não é válida para o tipo escolhido.'],
    })
    // Another country's number is not held to the DDD rule.
    await expect(
      callApi(profileDataUpdate, { body: { phone_country: '+351', phone: '912345678' } }),
    ).resolves.toMatchObject({ status: true })
  })

  it("refuses another player's phone or CPF, not the player's own", async () => {
    signIn()
    // A player with no CPF yet (one on file cannot change: the next test).
    db.users.update(1, { cpf: null })
    const other = db.users.find(2)
    if (!other?.cpf) throw new Error('seed: player 2 has a CPF')
    expect((await failure(callApi(profileDataUpdate, { body: { cpf: other.cpf } }))).body).toEqual({
      cpf: ['O campo CPF já está em uso.'],
    })
    await expect(
      callApi(profileDataUpdate, { body: { cpf: '52998224725', phone: '11987654321' } }),
    ).resolves.toMatchObject({ status: true })
  })

  it('keeps a CPF on file: another one or an empty field is refused, the same one saves', async () => {
    signIn()
    const own = db.users.find(1)?.cpf
    expect(own).toBe('52998224725')
    // A valid CPF that no one holds: refused only because the account has one.
    expect((await failure(callApi(profileDataUpdate, { body: { cpf: '11144477735' } }))).body).toEqual({
      cpf: [CPF_LOCKED],
    })
    expect((await failure(callApi(profileDataUpdate, { body: { cpf: null } }))).body).toEqual({ cpf: [CPF_LOCKED] })
    expect(db.users.find(1)?.cpf).toBe(own)
    await expect(callApi(profileDataUpdate, { body: { cpf: own, city: 'Recife' } })).resolves.toMatchObject({
      status: true,
    })
    // Without a CPF on file, the same call stores it.
    db.users.update(1, { cpf: null })
    await expect(callApi(profileDataUpdate, { body: { cpf: '11144477735' } })).resolves.toMatchObject({ status: true })
    expect(db.users.find(1)?.cpf).toBe('11144477735')
  })

  it('answers 401 without a session', async () => {
    configureApi({ getToken: () => null })
    expect((await failure(callApi(profileDataUpdate, { body: { city: 'Recife' } }))).status).toBe(401)
  })
})

describe('PUT profile/data and a CPF under an exclusion', () => {
  it('refuses the CPF of a self-excluded player in the exclusion’s words, and keeps the CPF on file', async () => {
    signIn(2)
    db.users.update(2, { cpf: null })
    const own = db.users.find(2)?.cpf
    const excluded = db.users.find(3)?.cpf ?? ''
    takePause(3, 'indefinite')
    expect(await failure(callApi(profileDataUpdate, { body: { cpf: excluded } }))).toMatchObject({
      status: 422,
      body: { cpf: ['Você se autoexcluiu por tempo indeterminado. Para reabrir a conta, fale com o suporte.'] },
    })
    expect(db.users.find(2)?.cpf).toBe(own)
  })
})
