import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagOffWhenMissing, FlagSchema, MoneySchema, NumericSchema } from './money.ts'
import { tolerate } from './tolerance-kinds.ts'

const OptionalMoney = v.optional(v.nullable(MoneySchema))

/** GET settings/data: loaded at start, kept locally as `setting`. Field names are the spec's. */
export const SettingSchema = v.object({
  software_name: v.string(),
  software_description: v.optional(v.nullable(v.string())),
  // No logo sent: the app shows its own (the public copies of the original backend had no such fields).
  software_logo_white: v.pipe(v.nullable(v.string()), tolerate({ accepts: ['missing'], default: null })),
  software_logo_black: v.pipe(v.nullable(v.string()), tolerate({ accepts: ['missing'], default: null })),
  software_favicon: v.optional(v.nullable(v.string())),
  software_background: v.optional(v.nullable(v.string())),
  min_deposit: MoneySchema,
  max_deposit: MoneySchema,
  /** Percent, e.g. 100 for a 100% welcome bonus. */
  initial_bonus: NumericSchema,
  /** Welcome bonus cap, R$500 in the spec's login modal. */
  max_bonus: OptionalMoney,
  min_withdraw: OptionalMoney,
  max_withdraw: OptionalMoney,
  /** One part of the spec spells the withdraw limits this way; the app reads either. */
  min_withdrawal: OptionalMoney,
  max_withdrawal: OptionalMoney,
  disable_rollover: v.optional(FlagSchema, false),
  rollover_deposit: v.optional(NumericSchema, 0),
  rollover: v.optional(NumericSchema, 0),
  rollover_protection: v.optional(NumericSchema, 0),
  rexpay_is_enable: FlagOffWhenMissing,
  digitopay_is_enable: FlagOffWhenMissing,
  brasilcash_is_enable: FlagOffWhenMissing,
  turn_on_football: FlagOffWhenMissing,
  whatsapp: v.optional(v.nullable(v.string())),
  telegram: v.optional(v.nullable(v.string())),
  /** Beyond the spec: the support page's e-mail contact (hidden when absent). */
  support_email: v.optional(v.nullable(v.string())),
  /** Beyond the spec: no bonus granted before a bet (Lei 14.790 art. 29); the screens hide them, the API refuses. */
  prebet_bonus_disabled: v.optional(FlagSchema, false),
})
export type Setting = v.InferOutput<typeof SettingSchema>

export const settingsData = defineEndpoint({
  id: 'settings.data',
  method: 'GET',
  path: 'settings/data',
  response: v.object({ setting: SettingSchema }),
  auth: 'none',
  tag: 'settings',
  summary: 'Site settings, loaded at start',
  description: 'Response use: setting (loaded at start and kept locally as `setting`).',
})

export const BannerSchema = v.object({
  id: v.optional(v.number()),
  type: v.picklist(['carousel', 'home']),
  image: v.nullable(v.string()),
  display_image: v.optional(v.nullable(v.string())),
  mobile_image: v.optional(v.nullable(v.string())),
  link: v.optional(v.nullable(v.string())),
  description: v.optional(v.nullable(v.string())),
})
export type Banner = v.InferOutput<typeof BannerSchema>

export const settingsBanners = defineEndpoint({
  id: 'settings.banners',
  method: 'GET',
  path: 'settings/banners',
  query: v.object({ client_device: v.picklist(['mobile', 'desktop']) }),
  response: v.object({ banners: v.array(BannerSchema), device: v.optional(v.string()) }),
  auth: 'none',
  tag: 'settings',
  summary: 'Banners for the home page (mobile under 768 px width, else desktop)',
  description:
    'Response use: banners, device. Banners of type carousel feed the carousel, type home the optional home banners; ' +
    'images are served under /storage. A failure gives empty lists.',
})
