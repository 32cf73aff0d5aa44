import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { MissionsSection } from './sections/missions-section.tsx'

// After the money sections: a mission completed here is what Collect Rewards then pays.
registerPanelSection({ id: 'missions', title: msg`Missões`, order: 55, Component: MissionsSection })
