// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import { settingsOperator } from '@/api/operator.ts'
import { settingsData } from '@/api/settings.ts'
import { isValidCnpj } from '@/shared/br/cnpj.ts'
import { resetMockState } from '../node.ts'

beforeEach(() => resetMockState())

describe('GET settings/operator', () => {
  it('answers the operator identification, visibly fictitious, without a session', async () => {
    const { operator } = await callApi(settingsOperator)
    expect(operator.legal_name).toBe('Jogada Demonstração Ltda.')
    expect(isValidCnpj(operator.cnpj)).toBe(true)
    expect(operator.authorization_act).toContain('fictícia')
    expect(operator.sac_email).toMatch(/@jogada\.example$/)
    expect(operator.ombudsman_email).toMatch(/@jogada\.example$/)
  })

  it('is not part of the start-up settings, which stay as small as before', async () => {
    const raw = (await callApi(settingsData)).setting
    expect(raw).not.toHaveProperty('operator')
    expect(raw.prebet_bonus_disabled).toBe(false)
  })
})
