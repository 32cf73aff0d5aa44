import { describe, expect, it } from 'vitest'
import type { Setting } from '@/api/settings.ts'
import { promotionsFrom } from './promotions.ts'

const setting = {
  software_name: 'Jogada',
  min_deposit: 2000,
  max_deposit: 500000,
  initial_bonus: 100,
  max_bonus: 50000,
  rollover: 10,
  disable_rollover: false,
} as Setting

describe('promotions from the settings', () => {
  it('the welcome bonus with its figures, then missions, VIP and referral', () => {
    expect(promotionsFrom(setting)).toEqual([
      { kind: 'welcome-bonus', percent: 100, maxBonus: 50000, minDeposit: 2000, rollover: 10 },
      { kind: 'missions' },
      { kind: 'vip' },
      { kind: 'referral' },
    ])
  })

  it('no welcome bonus at 0 %, no cap at 0, no rollover when it is off', () => {
    expect(promotionsFrom({ ...setting, initial_bonus: 0 }).map((promotion) => promotion.kind)).toEqual([
      'missions',
      'vip',
      'referral',
    ])
    expect(promotionsFrom({ ...setting, max_bonus: 0, disable_rollover: true })[0]).toMatchObject({
      maxBonus: null,
      rollover: 0,
    })
  })
})
