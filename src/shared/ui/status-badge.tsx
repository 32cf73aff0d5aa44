import type { ReactNode } from 'react'
import classes from './status-badge.module.css'

/** What a status means, which picks its colours. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral'

/**
 * A status word in a coloured pill (the wallet's transactions and withdrawals, the sports tickets). Drawn here rather than with Mantine's Badge: its light yellow and orange
 * variants fall under WCAG AA contrast, and these pairs read at 7:1 or more in both schemes.
 */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={classes.badge} data-tone={tone}>
      {children}
    </span>
  )
}
