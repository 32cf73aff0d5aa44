import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { SpinSection } from './sections/spin-section.tsx'

// After the sportsbook: the visitors' prize wheel.
registerPanelSection({ id: 'spin', title: msg`Roleta de prêmios`, order: 80, Component: SpinSection })
