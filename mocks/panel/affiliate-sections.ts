import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { AffiliateSection } from './sections/affiliate-section.tsx'

// After the money sections: a referred player's losses are what the affiliate page's earnings follow.
registerPanelSection({ id: 'affiliate', title: msg`Afiliados`, order: 55, Component: AffiliateSection })
