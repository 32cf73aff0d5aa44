import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { DemoPlayerSection } from './sections/demo-player-section.tsx'
import { MailboxSection } from './sections/mailbox-section.tsx'

// First in the panel: logging in is what a visitor of the demo wants first.
registerPanelSection({
  id: 'demo-player',
  title: msg`Jogador de demonstração`,
  order: 10,
  Component: DemoPlayerSection,
})
registerPanelSection({ id: 'mailbox', title: msg`Caixa de entrada`, order: 20, Component: MailboxSection })
