import { msg } from '@lingui/core/macro'
import { ProtectionLimitsSection } from '../protection/limits-panel.tsx'
import { registerPanelSection } from './registry.ts'

// Beside the money sections: the limits the deposits, rounds and bets run into.
registerPanelSection({
  id: 'protection-limits',
  title: msg`Limites do jogador`,
  order: 45,
  Component: ProtectionLimitsSection,
})
