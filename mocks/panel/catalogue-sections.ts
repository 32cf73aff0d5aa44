import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { CatalogueSection } from './sections/images-section.tsx'

registerPanelSection({ id: 'catalogue', title: msg`Catálogo do cassino`, order: 60, Component: CatalogueSection })
