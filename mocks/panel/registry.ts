import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The demo panel is built from sections. Later issues add theirs ("log in as the demo player",
 * "pay a PIX now", "approve withdrawals", "advance match time") from their own mocks/ module:
 *
 *   registerPanelSection({ id: 'session', title: msg`Sessão`, order: 10, Component: SessionSection })
 *
 * Sections render inside the app's providers (Mantine, TanStack Query, Lingui), so they can use
 * useQueryClient() to refresh what they change.
 */
export interface PanelSection {
  id: string
  /** A Lingui message (`msg` from @lingui/core/macro), translated when the panel renders. */
  title: MessageDescriptor
  /** Lower comes first; the core sections use 100 (data), 200 (latency), 300 (faults). */
  order: number
  Component: ComponentType
}

let sections: readonly PanelSection[] = []
const listeners = new Set<() => void>()

function publish(next: readonly PanelSection[]): void {
  sections = next
  for (const listener of listeners) listener()
}

/** Adds a section, or replaces the one with the same id (hot reload registers again). Returns its removal. */
export function registerPanelSection(section: PanelSection): () => void {
  publish(
    [...sections.filter((s) => s.id !== section.id), section].sort(
      (a, b) => a.order - b.order || a.id.localeCompare(b.id),
    ),
  )
  return () => publish(sections.filter((s) => s !== section))
}

export function panelSections(): readonly PanelSection[] {
  return sections
}

export function subscribePanelSections(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
