import type { TransitionEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { SpinPrize } from '@/api/spin.ts'
import { pointAt, sectorCenterAngle, sectorLabel, sectorPath, SPIN_DURATION_MS } from '../rules/wheel.ts'
import classes from './wheel.module.css'

export interface WheelProps {
  prizes: readonly SpinPrize[]
  /** Degrees clockwise; a change animates over about 3 s unless `instant`. */
  rotation: number
  /** No long spin (prefers-reduced-motion): the wheel jumps to its rotation. */
  instant: boolean
  onStopped: () => void
  spinButton: React.ReactNode
}

const SIZE = 400
const CENTER = SIZE / 2
const RADIUS = 190
const LABEL_RADIUS = 130

/**
 * The wheel, drawn in SVG so it stays sharp at any size and pixel density: one wedge per sector with its prize along
 * the radius, a fixed pointer at the top, and the spin button in the hub. The wheel turns with a CSS transition
 * whose curve starts slowly (the acceleration) and settles on the sector.
 */
export function Wheel({ prizes, rotation, instant, onStopped, spinButton }: WheelProps) {
  const { t } = useLingui()
  const count = prizes.length
  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && event.propertyName === 'transform') onStopped()
  }
  return (
    <div className={classes.frame}>
      <div
        role="img"
        aria-label={t`Roleta com ${count} prêmios`}
        className={classes.disc}
        data-testid="wheel-disc"
        data-rotation={rotation}
        style={{
          transform: `rotate(${rotation}deg)`,
          transitionDuration: instant ? '0ms' : `${SPIN_DURATION_MS}ms`,
        }}
        onTransitionEnd={onTransitionEnd}
      >
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className={classes.svg} aria-hidden="true" focusable="false">
          <circle cx={CENTER} cy={CENTER} r={RADIUS + 8} className={classes.rim} />
          {prizes.map((prize, index) => {
            const angle = sectorCenterAngle(index, count)
            const label = pointAt(angle, LABEL_RADIUS, CENTER, CENTER)
            return (
              <g key={index}>
                <path
                  d={sectorPath(index, count, RADIUS, CENTER, CENTER)}
                  className={index % 2 === 0 ? classes.even : classes.odd}
                />
                <text
                  x={label.x}
                  y={label.y}
                  className={index % 2 === 0 ? classes.evenLabel : classes.oddLabel}
                  transform={`rotate(${angle - 90} ${label.x} ${label.y})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {sectorLabel(prize.value)}
                </text>
              </g>
            )
          })}
        </svg>
      </div>
      <svg viewBox="0 0 40 40" className={classes.pointer} aria-hidden="true" focusable="false">
        <path d="M 20 38 L 6 6 L 34 6 Z" />
      </svg>
      <div className={classes.hub}>{spinButton}</div>
    </div>
  )
}
