import { useEffect, useState } from 'react'
import { Loader, VisuallyHidden } from '@mantine/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import classes from './loading-screen.module.css'

/** Promotional phrases shown while the app loads; they rotate every 3.5 s. */
export const PROMO_PHRASES = [
  msg`Depósitos via PIX caem na hora.`,
  msg`Milhares de jogos de cassino em um só lugar.`,
  msg`Aposte no seu time do coração com odds ao vivo.`,
  msg`Missões diárias e semanais com recompensas.`,
  msg`Bingo, slots e cassino ao vivo a qualquer hora.`,
  msg`Indique amigos e ganhe com o programa de afiliados.`,
]
export const PHRASE_INTERVAL_MS = 3500

/**
 * Full-screen while the settings load. The phrase sits in a polite
 * live region; with reduced motion the spinner and the fade stop, the text still changes.
 */
export function LoadingScreen() {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % PROMO_PHRASES.length), PHRASE_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
  const phrase = PROMO_PHRASES[index] ?? PROMO_PHRASES[0]
  return (
    <div className={classes.screen} aria-busy="true">
      <Loader size="lg" className={classes.loader} aria-hidden="true" />
      <p role="status" aria-live="polite" className={classes.status}>
        <VisuallyHidden component="span">{t`Carregando…`} </VisuallyHidden>
        <span key={index} className={classes.phrase}>
          {phrase ? t(phrase) : null}
        </span>
      </p>
    </div>
  )
}
