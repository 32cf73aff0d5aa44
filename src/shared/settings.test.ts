import { describe, expect, it } from 'vitest'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import type { Setting } from '@/api/settings.ts'
import { readCachedSetting, SETTING_KEY, toSettingWire, writeCachedSetting } from './settings-cache.ts'
import { settingsQueryOptions } from './queries.ts'
import { override } from '@mocks/override.ts'
import { settingsData } from '@/api/settings.ts'

const setting: Setting = {
  software_name: 'Jogada',
  software_logo_black: '/brand/logo-black.svg',
  software_logo_white: '/brand/logo-white.svg',
  min_deposit: 2000,
  max_deposit: 500000,
  initial_bonus: 100,
  max_bonus: 50000,
  min_withdraw: 5000,
  max_withdraw: 500000,
  min_withdrawal: undefined,
  max_withdrawal: undefined,
  disable_rollover: false,
  rollover_deposit: 1,
  rollover: 10,
  rollover_protection: 5,
  rexpay_is_enable: true,
  digitopay_is_enable: true,
  brasilcash_is_enable: true,
  turn_on_football: true,
  whatsapp: 'https://wa.me/5511999999999',
  telegram: null,
  prebet_bonus_disabled: false,
}

describe('cached settings (localStorage `setting`)', () => {
  it('are stored in the server shape (decimal strings) and read back as centavos', () => {
    writeCachedSetting(setting)
    const stored = JSON.parse(localStorage.getItem(SETTING_KEY) ?? '{}')
    expect(stored).toMatchObject({ min_deposit: '20.00', max_deposit: '5000.00', max_bonus: '500.00', min_withdraw: '50.00' })
    expect(readCachedSetting()).toMatchObject({ min_deposit: 2000, max_deposit: 500000, max_bonus: 50000 })
  })

  it('survive any number of round trips unchanged', () => {
    let current = setting
    for (let i = 0; i < 3; i += 1) {
      writeCachedSetting(current)
      current = readCachedSetting() ?? setting
    }
    expect(current.min_deposit).toBe(2000)
    expect(toSettingWire(current).min_deposit).toBe('20.00')
  })

  it('a corrupt or tampered copy is ignored', () => {
    localStorage.setItem(SETTING_KEY, '{oops')
    expect(readCachedSetting()).toBeUndefined()
    localStorage.setItem(SETTING_KEY, JSON.stringify({ software_name: 'x', min_deposit: 'vinte' }))
    expect(readCachedSetting()).toBeUndefined()
  })

  it('the query fetches settings/data and refreshes the cached copy', async () => {
    server.use(
      override(settingsData, () =>
        HttpResponse.json({ setting: { ...toSettingWire(setting), software_name: 'Do servidor', min_deposit: 25 } }),
      ),
    )
    const data = await new QueryClient().fetchQuery(settingsQueryOptions())
    expect(data).toMatchObject({ software_name: 'Do servidor', min_deposit: 2500 })
    expect(JSON.parse(localStorage.getItem(SETTING_KEY) ?? '{}')).toMatchObject({ software_name: 'Do servidor', min_deposit: '25.00' })
  })

  it('starts from the cached copy, marked stale so it is refreshed', () => {
    writeCachedSetting(setting)
    const observer = new QueryObserver(new QueryClient(), settingsQueryOptions())
    const result = observer.getCurrentResult()
    expect(result.data).toMatchObject({ software_name: 'Jogada' })
    expect(result.dataUpdatedAt).toBe(0)
    expect(result.isStale).toBe(true)
  })
})
