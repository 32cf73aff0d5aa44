import type { Setting } from '@/api/settings.ts'
import { DEPOSIT_FALLBACK_MAX, DEPOSIT_FALLBACK_MIN } from './deposit/rules/quick-amounts.ts'
import { markBuiltInSetting } from './settings-origin.ts'

/**
 * The settings the app starts with when the backend cannot give its own: GET settings/data answered as a missing
 * route (a 404, a 405, a web page) or with a body the contract cannot read. Everything needs the settings (the top
 * bar's name, the deposit's limits, the sports flag), and a backend team plugging in must still see the app work,
 * so the root route loads these (a chunk of their own: most backends never need them) instead of a full-screen error and the shell says so (docs/architecture.md,
 * "Failures → messages"). They promise nothing the server may not grant: no welcome bonus and no bonus before a bet,
 * the deposit limits the deposit rules fall back to anyway, and the sports pages asked for (each of their blocks
 * says when the backend has no sports). The server still decides every action.
 */
export const builtInSetting: Setting = markBuiltInSetting({
  software_name: 'Jogada',
  software_logo_white: null,
  software_logo_black: null,
  min_deposit: DEPOSIT_FALLBACK_MIN,
  max_deposit: DEPOSIT_FALLBACK_MAX,
  initial_bonus: 0,
  max_bonus: null,
  disable_rollover: false,
  rollover_deposit: 0,
  rollover: 0,
  rollover_protection: 0,
  rexpay_is_enable: false,
  digitopay_is_enable: false,
  brasilcash_is_enable: false,
  turn_on_football: true,
  prebet_bonus_disabled: true,
})
