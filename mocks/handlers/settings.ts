import { settingsBanners, settingsData } from '@/api/settings.ts'
import { handle } from './define.ts'

export const settingsHandlers = [
  handle(settingsData, ({ db }) => ({ setting: db.settings.get() })),

  // The original backend serves the same banners to both devices and echoes the device; the app picks
  // mobile_image or display_image itself.
  handle(settingsBanners, ({ db, query }) => ({ banners: [...db.banners.all()], device: query.client_device })),
]
