import type { TransitionEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { SpinPrize } from '@/api/spin.ts'
import {
  pointAt,
  SECTOR_COUNT,
  sectorCenterAngle,
  sectorLabel,
  sectorPath,
  SPIN_DURATION_MS,
  WHEEL_DIAMETER,
  WHEEL_FRAME,
} from '../rules/wheel.ts'
import classes from './wheel.module.css'

export interface WheelProps {
  /** The prize of each sector, in order; sectors beyond the list are blank. */
  prizes: readonly SpinPrize[]
  /** Degrees clockwise; a change animates over about 3 s unless `instant`. */
  rotation: number
  /** No long spin (prefers-reduced-motion): the wheel jumps to its rotation. */
  instant: boolean
  onStopped: () => void
  spinButton: React.ReactNode
}

const { width: FRAME_WIDTH, height: FRAME_HEIGHT } = WHEEL_FRAME
const CENTER = WHEEL_DIAMETER / 2
const RIM = CENTER - 4
const RADIUS = RIM - 14
const LABEL_RADIUS = RADIUS * 0.7
/** The bulbs around the rim, one at each sector's edge. */
const BULBS = Array.from({ length: SECTOR_COUNT }, (_, index) =>
  pointAt((index * 360) / SECTOR_COUNT, RIM - 7, CENTER, CENTER),
)

/**
 * The wheel on its stand, in the spec's 420 by 633 proportions at any width: the frame (rim, bulbs and stand) in SVG
 * behind the turning disc, whose SECTOR_COUNT wedges carry their prizes along the radius; a fixed pointer at the top
 * and the spin button in the hub. The disc turns with a CSS transition whose curve starts slowly (the acceleration)
 * and settles on the sector.
 */
export function Wheel({ prizes, rotation, instant, onStopped, spinButton }: WheelProps) {
  const { t } = useLingui()
  const count = SECTOR_COUNT
  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && event.propertyName === 'transform') onStopped()
  }
  return (
    <div
      className={classes.frame}
      data-testid="wheel-frame"
      style={{ maxWidth: FRAME_WIDTH, aspectRatio: `${FRAME_WIDTH} / ${FRAME_HEIGHT}` }}
    >
      <svg
        viewBox={`0 0 ${FRAME_WIDTH} ${FRAME_HEIGHT}`}
        className={classes.stand}
        aria-hidden="true"
        focusable="false"
        data-testid="wheel-stand"
      >
        {/* The stand: a post widening to a base, under the wheel. */}
        <path
          d={`M ${CENTER - 34} ${CENTER} L ${CENTER + 34} ${CENTER} L ${CENTER + 92} ${FRAME_HEIGHT - 46} L ${CENTER - 92} ${FRAME_HEIGHT - 46} Z`}
          className={classes.post}
        />
        <rect x={28} y={FRAME_HEIGHT - 58} width={FRAME_WIDTH - 56} height={50} rx={18} className={classes.base} />
        <circle cx={CENTER} cy={CENTER} r={RIM} className={classes.rim} />
        {BULBS.map((bulb, index) => (
          <circle key={index} cx={bulb.x} cy={bulb.y} r={4} className={classes.bulb} />
        ))}
      </svg>
      <div className={classes.wheel}>
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
          <svg
            viewBox={`0 0 ${WHEEL_DIAMETER} ${WHEEL_DIAMETER}`}
            className={classes.svg}
            aria-hidden="true"
            focusable="false"
          >
            {Array.from({ length: SECTOR_COUNT }, (_, index) => {
              const prize = prizes[index]
              const angle = sectorCenterAngle(index, SECTOR_COUNT)
              const label = pointAt(angle, LABEL_RADIUS, CENTER, CENTER)
              return (
                <g key={index}>
                  <path
                    d={sectorPath(index, SECTOR_COUNT, RADIUS, CENTER, CENTER)}
                    className={index % 2 === 0 ? classes.even : classes.odd}
                  />
                  {prize ? (
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
                  ) : null}
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
    </div>
  )
}
