import { Paper } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { assetUrl } from '@/shared/asset-url.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { useSettings } from '@/shared/settings.ts'
import { DepositWidget } from '@/shared/deposit/deposit-widget.tsx'
import classes from './deposit-page.module.css'

/**
 * /profile/deposit: the deposit widget over the settings' optional `software_background` image. The
 * route guard keeps visitors out; the widget is not drawn for one either.
 */
export function DepositPage() {
  const setting = useSettings()
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  const background = assetUrl(setting.software_background)
  return (
    <div
      className={classes.page}
      data-with-background={background ? true : undefined}
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
    >
      {isAuthenticated && (
        <Paper className={classes.card} withBorder shadow="md">
          <DepositWidget />
        </Paper>
      )}
    </div>
  )
}
