import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { ProtectionOperatorSection } from './sections/protection-operator-section.tsx'

// Player protection: the rule on bonuses granted before a bet.
registerPanelSection({ id: 'protection', title: msg`Proteção`, order: 90, Component: ProtectionOperatorSection })
