import { useEffect, useState } from 'react'
import { Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { formatBRL } from '@/shared/money.ts'
import { COUNT_UP_MS, countUpValue } from '../rules/wheel.ts'
import classes from './congratulation.module.css'

export interface CongratulationProps {
  /** The prize, in centavos. */
  prize: number
  /** No count-up (prefers-reduced-motion): the prize shows at once. */
  instant: boolean
  onClaim: () => void
}

/** The prize counted up from zero over 2000 ms (animation frames), or the prize itself at once. */
export function useCountUp(target: number, instant: boolean): number {
  const [shown, setShown] = useState(0)
  const animate = !instant && typeof requestAnimationFrame === 'function'
  useEffect(() => {
    if (!animate) return
    let frame = 0
    // Timed from the first frame's own timestamp: a frame's clock need not be performance.now()'s (jsdom's windows
    // each start their own), and a count-up measured across two clocks stalled part-way.
    let start: number | undefined
    const step = (now: number) => {
      start ??= now
      const elapsed = now - start
      setShown(countUpValue(target, elapsed, COUNT_UP_MS))
      if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [target, animate])
  return animate ? shown : target
}

/** The win screen: the prize counting up, and Claim Rewards, which takes it to the registration. */
export function Congratulation({ prize, instant, onClaim }: CongratulationProps) {
  const shown = useCountUp(prize, instant)
  return (
    <Stack align="center" gap="md" className={classes.root}>
      <Title order={2} className={classes.title}>
        <Trans>Parabéns!</Trans>
      </Title>
      <Text>
        <Trans>Você ganhou</Trans>
      </Text>
      <p className={classes.amount} aria-hidden="true" data-testid="prize-count-up">
        {formatBRL(shown)}
      </p>
      <VisuallyHidden data-testid="prize-amount">{formatBRL(prize)}</VisuallyHidden>
      <Text size="sm" ta="center" maw={320}>
        <Trans>Cadastre-se para receber o prêmio como bônus na sua carteira.</Trans>
      </Text>
      <Button size="lg" onClick={onClaim} autoFocus>
        <Trans>Resgatar recompensas</Trans>
      </Button>
    </Stack>
  )
}
