import { useRef, useState } from 'react'
import { Stack, Text } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SpinPrize } from '@/api/spin.ts'
import { describeApiFailure } from '@/shared/notices.ts'
import { noticeText, type Notice } from '@/shared/notice.ts'
import { spinDeviceId } from '../device.ts'
import { useSpinWheel } from '../queries.ts'
import { spinFailure } from '../rules/failures.ts'
import type { SpinOutcome } from '../rules/spin-token.ts'
import { clampSectorIndex, SECTOR_COUNT, SPIN_TURNS, stopRotation } from '../rules/wheel.ts'
import { playSpinSound, type SpinSound } from '../sound.ts'
import { Congratulation } from './congratulation.tsx'
import { Wheel } from './wheel.tsx'
import { WinnersList } from './winners-list.tsx'
import classes from './spin-game.module.css'

export type SpinPhase =
  | { kind: 'ready' }
  /** The request is on its way. */
  | { kind: 'spinning' }
  /** The wheel turns to the server's sector. */
  | { kind: 'turning'; outcome: SpinOutcome }
  | { kind: 'won'; outcome: SpinOutcome }
  | { kind: 'failed'; notices: Notice[] }

export interface SpinGameProps {
  prizes: readonly SpinPrize[]
  /** Claim Rewards: the prize goes to the registration. */
  onClaim: (outcome: SpinOutcome) => void
  /** Stories start from a phase; the page starts ready. */
  initialPhase?: SpinPhase
}

/**
 * The wheel's whole game: spin (the server picks the sector), the wheel turning to it for about 3 s, then the
 * congratulation. Under prefers-reduced-motion the wheel does not spin long and no sound plays.
 */
export function SpinGame({ prizes, onClaim, initialPhase = { kind: 'ready' } }: SpinGameProps) {
  const { i18n, t } = useLingui()
  const reduceMotion = useReducedMotion() === true
  const [phase, setPhase] = useState<SpinPhase>(initialPhase)
  const [rotation, setRotation] = useState(0)
  const sound = useRef<SpinSound | null>(null)
  const [deviceId] = useState(() => spinDeviceId())
  const spin = useSpinWheel(deviceId)

  const start = () => {
    if (phase.kind !== 'ready' && phase.kind !== 'failed') return
    // The click is the user gesture the browser wants before any sound.
    if (!reduceMotion) sound.current = playSpinSound()
    setPhase({ kind: 'spinning' })
    spin.mutate(undefined, {
      onSuccess: (answer) => {
        const outcome: SpinOutcome = {
          index: clampSectorIndex(answer.data.index, SECTOR_COUNT),
          prize: answer.data.prize,
          signature: answer.signature,
          nonce: answer.nonce,
        }
        setRotation((current) => stopRotation(outcome.index, SECTOR_COUNT, current, reduceMotion ? 0 : SPIN_TURNS))
        setPhase(reduceMotion ? { kind: 'won', outcome } : { kind: 'turning', outcome })
      },
      onError: (error) => {
        sound.current?.stop()
        setPhase({ kind: 'failed', notices: describeApiFailure(error, spinFailure) })
      },
    })
  }

  const stopped = () =>
    setPhase((current) => (current.kind === 'turning' ? { kind: 'won', outcome: current.outcome } : current))

  if (phase.kind === 'won') {
    return (
      <Congratulation prize={phase.outcome.prize.value} instant={reduceMotion} onClaim={() => onClaim(phase.outcome)} />
    )
  }

  const busy = phase.kind === 'spinning' || phase.kind === 'turning'
  return (
    <div className={classes.layout}>
      <Stack gap="md" align="center" className={classes.wheel}>
        <Wheel
          prizes={prizes}
          rotation={rotation}
          instant={reduceMotion}
          onStopped={stopped}
          spinButton={
            <button
              type="button"
              className={classes.spin}
              onClick={start}
              disabled={busy}
              aria-label={t`Girar a roleta`}
              data-busy={busy || undefined}
            >
              <Trans>Girar</Trans>
            </button>
          }
        />
        <div role="status" className={classes.status}>
          {phase.kind === 'spinning' || phase.kind === 'turning' ? <Trans>Girando…</Trans> : null}
        </div>
        {phase.kind === 'failed' ? (
          <Stack gap={4} align="center">
            {phase.notices.map((notice, index) => (
              <Text key={index} role="alert" c="red.8" className={classes.failure}>
                {noticeText(i18n, notice)}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <WinnersList />
    </div>
  )
}
