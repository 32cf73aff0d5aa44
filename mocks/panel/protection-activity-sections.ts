import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { ProtectionActivitySection } from './sections/protection-activity-section.tsx'

// After the games: a round booked here shows in the statement and in the reality check's result.
registerPanelSection({
  id: 'protection-activity',
  title: msg`Extrato e lembrete de jogo`,
  order: 67,
  Component: ProtectionActivitySection,
})
