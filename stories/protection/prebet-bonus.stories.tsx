import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { settingsData } from '@/api/settings.ts'
import { contentPageFailure } from '@/features/content/rules/failures.ts'
import { PromotionsPage } from '@/features/content/promotions-page.tsx'
import { SpinLandingPage } from '@/features/spin/spin-landing-page.tsx'
import { answer, override } from '@mocks/override.ts'
import { db } from '@mocks/db/index.ts'
import { AsRoute } from '../wallet/as-route.tsx'

/** The screens that advertise a bonus granted before a bet, with `prebet_bonus_disabled` on (Lei 14.790 art. 29). */
function PrebetBonusOff({ screen }: { screen: 'spin' | 'promotions' }) {
  return <AsRoute texts={contentPageFailure}>{screen === 'spin' ? <SpinLandingPage /> : <PromotionsPage />}</AsRoute>
}

const meta = {
  title: 'Protection/Bonus before a bet off',
  component: PrebetBonusOff,
  args: { screen: 'spin' },
  beforeEach({ msw }) {
    // The mock's own settings row with the flag on (the operator block has its own call).
    const { operator: _operator, ...setting } = db.settings.get()
    msw.use(override(settingsData, answer(settingsData, { setting: { ...setting, prebet_bonus_disabled: true } })))
  },
} satisfies Meta<typeof PrebetBonusOff>

export default meta
type Story = StoryObj<typeof meta>

/** /landing/spin: no wheel, a message and the way home. */
export const SpinUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Roleta de prêmios indisponível' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/')
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

export const SpinUnavailableDark: Story = { globals: { theme: 'dark' }, play: SpinUnavailable.play }

/** /promotions: the programmes earned by playing, without the welcome bonus. */
export const PromotionsWithoutWelcomeBonus: Story = {
  args: { screen: 'promotions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: 'Promoções' }, { timeout: 5000 })
    // Missions, VIP and referral stay: they are earned by playing.
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await expect(canvas.queryByRole('heading', { name: 'Bônus de boas-vindas' })).toBeNull()
  },
}
