import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { GamesSection } from './sections/games-section.tsx'

// After the casino catalogue: the games it launches.
registerPanelSection({ id: 'games', title: msg`Jogos`, order: 65, Component: GamesSection })
