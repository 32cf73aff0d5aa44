import type { Meta, StoryObj } from '@storybook/react-vite'
import type { createStore } from 'jotai'
import { HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { protectionLimits } from '@/api/protection-limits.ts'
import { LimitsPrompt } from '@/features/protection/limits/components/limits-prompt.tsx'
import { limitsPromptOpenAtom } from '@/features/protection/limits/state.ts'
import { override } from '@mocks/override.ts'
import { seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

/** The prompt after a registration, open. */
function seedOpenPrompt(store: ReturnType<typeof createStore>) {
  seedDemoSession(store)
  store.set(limitsPromptOpenAtom, true)
}

const meta = {
  title: 'Protection/Limits prompt',
  component: LimitsPrompt,
  parameters: { store: seedOpenPrompt },
  beforeEach: () => signInDemo(),
} satisfies Meta<typeof LimitsPrompt>

export default meta
type Story = StoryObj<typeof meta>

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Defina seus limites' }, { timeout: 5000 })

/** The form, with `Agora não` beside `Salvar limites`. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement))
    await expect(await dialog.findByRole('textbox', { name: 'Depósito diário' })).toHaveValue('')
    await expect(dialog.getByRole('button', { name: 'Agora não' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Salvar limites' })).toBeVisible()
  },
}

/** `Agora não` closes it. */
export const Skipped: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement))
    await userEvent.click(await dialog.findByRole('button', { name: 'Agora não' }))
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Defina seus limites' })).toBeNull())
  },
}

/** Its limits cannot load: what did not load, and a retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(override(protectionLimits, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement))
    await expect(await dialog.findByText('Erro ao carregar seus limites')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Open.play,
}
