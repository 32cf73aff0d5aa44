import { useEffect, useRef } from 'react'
import { Button } from '@mantine/core'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { IconTools } from '@/shared/ui/icons/tools.tsx'
import { MessageScreen } from '@/shared/ui/message-screen.tsx'
import { Particles } from './particles.tsx'

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
    <MessageScreen
      layout="cover"
      main
      tone="warning"
      headingRef={heading}
      backdrop={<Particles scene="maintenance" />}
      icon={<IconTools size={32} />}
      title={<Trans>Jogo em Manutenção</Trans>}
      description={
        <Trans>Este jogo está indisponível no momento. Tente novamente mais tarde ou escolha outro jogo.</Trans>
      }
      action={
        <Button size="md" onClick={back}>
          <Trans>Voltar ao Cassino</Trans>
        </Button>
      }
    />
  )
}
