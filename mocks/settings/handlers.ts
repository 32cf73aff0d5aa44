import { settingsOperator } from '@/api/operator.ts'
import { settingsBanners, settingsData } from '@/api/settings.ts'
import { prebetBonusDisabled } from '../wallet/limits.ts'
import { WELCOME_BANNER_IMAGE } from '../db/reference.ts'
import { handle } from '../handlers/define.ts'

export const settingsHandlers = [
  handle(settingsData, ({ db }) => {
    // The operator block has its own call (settings/operator), so the start-up answer stays as small as before.
    const { operator: _operator, ...setting } = db.settings.get()
    return { setting }
  }),

  handle(settingsOperator, ({ db }) => ({ operator: db.settings.get().operator })),

  // The original backend serves the same banners to both devices and echoes the device; the app picks
  // mobile_image or display_image itself.
  // While bonuses before a bet are off, the welcome bonus's banner is not served either.
  handle(settingsBanners, ({ db, query }) => ({
    banners: db.banners.all().filter((banner) => !(prebetBonusDisabled() && banner.image === WELCOME_BANNER_IMAGE)),
    device: query.client_device,
  })),
]
