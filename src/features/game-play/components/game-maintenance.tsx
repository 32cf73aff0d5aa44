import { useEffect, useRef } from 'react'
import { Button } from '@mantine/core'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { IconTools } from '@/shared/ui/icons/tools.tsx'
import { Particles } from './particles.tsx'
import classes from './game-maintenance.module.css'

/**
 * `Jogo em Manutenção`: what the screen shows when the game cannot start (the provider is down or has the game in
 * maintenance, no answer, an answer it cannot read, a game URL it will not frame). `Voltar ao Cassino` goes back one
 * page, or to the casino when the screen was the first page of the visit.
 */
export function GameMaintenance() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const heading = useRef<HTMLHeadingElement>(null)
  // The loader that had the focus's place is gone: the message takes it.
  useEffect(() => heading.current?.focus(), [])
  const back = () => {
    if (canGoBack) router.history.back()
    else void router.navigate({ to: '/casinos' })
  }
  return (
    <div className={classes.screen}>
      <Particles scene="maintenance" />
      <div className={classes.card} role="alert">
        <span className={classes.icon} aria-hidden="true">
          <IconTools size={32} />
        </span>
        <h1 className={classes.title} ref={heading} tabIndex={-1}>
          <Trans>Jogo em Manutenção</Trans>
        </h1>
        <p className={classes.text}>
          <Trans>Este jogo está indisponível no momento. Tente novamente mais tarde ou escolha outro jogo.</Trans>
        </p>
        <Button size="md" onClick={back}>
          <Trans>Voltar ao Cassino</Trans>
        </Button>
      </div>
    </div>
  )
}
