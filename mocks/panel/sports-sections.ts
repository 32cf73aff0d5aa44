import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { SportsSection } from './sections/sports-section.tsx'

// After the games: the sportsbook's matches, which the demo moves forward, scores in and settles.
registerPanelSection({ id: 'sports', title: msg`Futebol`, order: 70, Component: SportsSection })
