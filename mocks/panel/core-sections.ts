import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { BackendSection } from './sections/backend-section.tsx'
import { DataSection } from './sections/data-section.tsx'
import { FaultsSection } from './sections/faults-section.tsx'
import { LatencySection } from './sections/latency-section.tsx'

registerPanelSection({ id: 'data', title: msg`Dados`, order: 100, Component: DataSection })
registerPanelSection({ id: 'latency', title: msg`Latência`, order: 200, Component: LatencySection })
registerPanelSection({ id: 'faults', title: msg`Falhas`, order: 300, Component: FaultsSection })
registerPanelSection({ id: 'backend', title: msg`Servidor`, order: 400, Component: BackendSection })
