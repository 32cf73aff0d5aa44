import { Button, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { cookieAcceptedAtom } from '../state.ts'
import classes from './cookie-notice.module.css'

/** Shown until `Aceitar` is pressed; the answer is kept in localStorage `cookieAccepted`. */
export function CookieNotice() {
  const { t } = useLingui()
  const [accepted, setAccepted] = useAtom(cookieAcceptedAtom)
  if (accepted) return null
  return (
    <section className={classes.notice} aria-label={t`Aviso de cookies`}>
      <Text size="sm" className={classes.text}>
        <Trans>
          Usamos cookies para melhorar sua experiência e lembrar suas preferências. Ao continuar navegando, você
          concorda com o uso de cookies.
        </Trans>
      </Text>
      <Button size="sm" onClick={() => setAccepted(true)} className={classes.button}>
        <Trans>Aceitar</Trans>
      </Button>
    </section>
  )
}
