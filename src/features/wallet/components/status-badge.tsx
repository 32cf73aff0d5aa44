import type { ReactNode } from 'react'
import type { BadgeTone } from '../rules/history.ts'
import classes from './status-badge.module.css'

/**
 * A status word in a coloured pill. Drawn here rather than with Mantine's Badge: its light yellow and orange
 * variants fall under WCAG AA contrast, and these pairs read at 7:1 or more in both schemes.
 */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={classes.badge} data-tone={tone}>
      {children}
    </span>
  )
}
