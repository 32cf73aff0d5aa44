import { Link } from '@tanstack/react-router'
import { assetUrl } from '@/shared/asset-url.ts'
import { useSettings } from '@/shared/settings.ts'
import classes from './brand-logo.module.css'

/**
 * The site's logo linking home: the light and dark logos are both in the page and CSS shows the one for the
 * current scheme (no flash on load); the software name when the settings have no logo.
 */
export function BrandLogo({ placement }: { placement: 'bar' | 'page' }) {
  const setting = useSettings()
  const light = assetUrl(setting.software_logo_black)
  const dark = assetUrl(setting.software_logo_white) ?? light
  return (
    <Link to="/{-$action}" params={{ action: undefined }} className={classes.logo} data-placement={placement}>
      {light ? (
        <>
          <img src={light} alt={setting.software_name} className={classes.image} data-scheme="light" />
          <img src={dark} alt={setting.software_name} className={classes.image} data-scheme="dark" />
        </>
      ) : (
        <span className={classes.text}>{setting.software_name}</span>
      )}
    </Link>
  )
}
