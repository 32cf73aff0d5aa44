import { useEffect, useState } from 'react'
import { Loader, VisuallyHidden } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { LOADING_TIPS, TIP_INTERVAL_MS, nextTip } from '../rules/tips.ts'
import { Particles } from './particles.tsx'
import classes from './game-loader.module.css'

/**
 * Over the game while it loads: particles, a spinner and the four tips, one every 3 s, in a polite live region. It
 * goes away when the frame has loaded (the screen unmounts it), which ends the rotation.
 */
export function GameLoader() {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setIndex(nextTip), TIP_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
  const tip = LOADING_TIPS[index] ?? LOADING_TIPS[0]
  return (
    <div className={classes.loader} aria-busy="true">
      <Particles scene="loader" />
      <div className={classes.content}>
        <Loader size="lg" className={classes.spinner} aria-hidden="true" />
        <p role="status" aria-live="polite" className={classes.tip}>
          <VisuallyHidden component="span">{t`Carregando o jogo…`} </VisuallyHidden>
          <span key={index} className={classes.phrase}>
            {tip ? t(tip) : null}
          </span>
        </p>
      </div>
    </div>
  )
}
