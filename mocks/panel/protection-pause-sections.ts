import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { PausePanelSection } from '../protection/pause-panel-section.tsx'

// After the missions: a break, the marketing it stops and the inactivity timeout, acted out for the demo player.
registerPanelSection({
  id: 'protection-pause',
  title: msg`Pausa e inatividade`,
  order: 58,
  Component: PausePanelSection,
})
