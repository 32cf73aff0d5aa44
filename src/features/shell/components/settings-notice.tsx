import { Trans } from '@lingui/react/macro'
import { useSettings } from '@/shared/settings.ts'
import { isBuiltInSetting } from '@/shared/settings-origin.ts'
import classes from './settings-notice.module.css'

/**
 * A line above the page while the app runs on its built-in settings (the backend's settings/data is missing or
 * unreadable; see src/shared/settings-defaults.ts): the app works, and the player and the team plugging in a backend
 * both see why the name, limits or bonuses may not be the operator's. A polite status, never a blocking screen.
 */
export function BuiltInSettingsNotice() {
  const setting = useSettings()
  if (!isBuiltInSetting(setting)) return null
  return (
    <p role="status" className={classes.notice}>
      <Trans>As configurações do site não puderam ser carregadas: o app usa as configurações padrão por enquanto.</Trans>
    </p>
  )
}
