import { beforeEach, describe, expect, it } from 'vitest'
import { callApi, configureApi } from '@/api/client.ts'
import { categoriesList } from '@/api/categories.ts'
import { profileGetLanguage, profileUpdateLanguage } from '@/api/language.ts'
import { settingsBanners, settingsData } from '@/api/settings.ts'
import { resetMockState } from '../node.ts'
import { db, seedData } from '../db/index.ts'
import { createSession } from '../auth/sessions.ts'

beforeEach(() => resetMockState())

describe('settings', () => {
  it('settings/data answers the seeded settings, parsed to centavos by the client', async () => {
    const { setting } = await callApi(settingsData)
    expect(setting).toMatchObject({
      software_name: 'Jogada',
      software_logo_black: '/brand/logo-black.svg',
      software_logo_white: '/brand/logo-white.svg',
      min_deposit: 2000,
      max_deposit: 500000,
      initial_bonus: 100,
      max_bonus: 50000,
      min_withdraw: 5000,
      max_withdraw: 500000,
      brasilcash_is_enable: true,
      rexpay_is_enable: true,
      digitopay_is_enable: true,
      turn_on_football: true,
      disable_rollover: false,
    })
    expect(setting.whatsapp).toMatch(/^https:\/\/wa\.me\//)
    expect(setting.telegram).toMatch(/^https:\/\/t\.me\//)
  })

  it('reflects changes to the database', async () => {
    db.settings.update({ min_deposit: '30.00', turn_on_football: false })
    const { setting } = await callApi(settingsData)
    expect(setting.min_deposit).toBe(3000)
    expect(setting.turn_on_football).toBe(false)
  })

  it('settings/banners answers the banners and echoes the device', async () => {
    const result = await callApi(settingsBanners, { query: { client_device: 'desktop' } })
    expect(result.device).toBe('desktop')
    expect(result.banners).toHaveLength(seedData().banners.length)
    expect(result.banners[0]).toMatchObject({ type: 'carousel', mobile_image: expect.stringMatching(/^\/storage\/banners\//) })
  })
})

describe('categories', () => {
  it('answers the seeded categories with slug, name and image', async () => {
    const { categories } = await callApi(categoriesList)
    expect(categories.map((c) => c.slug)).toEqual(seedData().categories.map((c) => c.slug))
    expect(categories.find((c) => c.slug === 'bingo')).toMatchObject({ name: 'Bingo', image: '/storage/categories/bingo.svg' })
  })
})

describe('language', () => {
  it('getLanguage is pt_BR for a visitor and the player’s own when logged in', async () => {
    await expect(callApi(profileGetLanguage)).resolves.toEqual({ language: 'pt_BR' })
    db.users.update(1, { language: 'es' })
    const session = createSession(1)
    configureApi({ getToken: () => session.token })
    await expect(callApi(profileGetLanguage)).resolves.toEqual({ language: 'es' })
  })

  it('an invalid token on an optional endpoint is a visitor, not a 401', async () => {
    configureApi({ getToken: () => 'expired-or-unknown' })
    await expect(callApi(profileGetLanguage)).resolves.toEqual({ language: 'pt_BR' })
  })

  it('updateLanguage stores the player’s language', async () => {
    const session = createSession(1)
    configureApi({ getToken: () => session.token })
    await expect(callApi(profileUpdateLanguage, { body: { language: 'en' } })).resolves.toEqual({ status: true, language: 'en' })
    expect(db.users.find(1)?.language).toBe('en')
    await expect(callApi(profileGetLanguage)).resolves.toEqual({ language: 'en' })
  })
})
