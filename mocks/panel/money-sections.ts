import { msg } from '@lingui/core/macro'
import { registerPanelSection } from './registry.ts'
import { CouponsSection } from './sections/coupons-section.tsx'
import { DepositsSection } from './sections/deposits-section.tsx'
import { WithdrawalsSection } from './sections/withdrawals-section.tsx'

// After the demo player and the inbox: paying a PIX and approving a withdrawal are the next things a demo needs.
registerPanelSection({ id: 'deposits', title: msg`Depósitos PIX`, order: 30, Component: DepositsSection })
registerPanelSection({ id: 'withdrawals', title: msg`Saques em análise`, order: 40, Component: WithdrawalsSection })
registerPanelSection({ id: 'coupons', title: msg`Cupons`, order: 50, Component: CouponsSection })
