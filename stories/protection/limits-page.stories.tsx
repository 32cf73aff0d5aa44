import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { protectionLimits, protectionLimitsUpdate } from '@/api/protection-limits.ts'
import { LimitsRoutePage } from '@/features/protection/limits/limits-page.tsx'
import { noLimits } from '@/shared/protection/limits.ts'
import { override } from '@mocks/override.ts'
import { updateLimits } from '@mocks/protection/limits.ts'
import { pendingForever } from '../fixtures.ts'
import { expectToast, seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

/** The limits page as /profile/limits shows it (with its own pending and error views). */
const meta = {
  title: 'Protection/Limits page',
  component: LimitsRoutePage,
  parameters: { store: seedDemoSession, router: { initialEntries: ['/profile/limits'] } },
  beforeEach: () => signInDemo(),
} satisfies Meta<typeof LimitsRoutePage>

export default meta
type Story = StoryObj<typeof meta>

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Limites' }, { timeout: 5000 })

/** No limit yet: every field empty, what was used in each period. */
export const NoLimits: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Depósito diário' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'Minutos conectado por dia' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'Perda mensal' })).toHaveAccessibleDescription(
      /^Sem limite · Perdido:/,
    )
  },
}

/** Limits in force, their use and what is left, and a raise and a removal waiting for their 24 hours. */
export const WithPendingChanges: Story = {
  beforeEach() {
    updateLimits(1, { ...noLimits(), deposit_day: 20_000, loss_week: 10_000, session_day: 120 })
    updateLimits(1, { ...noLimits(), deposit_day: 50_000, loss_week: 10_000, session_day: null })
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Depósito diário' })).toHaveAccessibleDescription(
      /Pendente: R\$\s500,00 a partir de/,
    )
    await expect(canvas.getByRole('textbox', { name: 'Perda semanal' })).toHaveAccessibleDescription(
      /^Em vigor: R\$\s100,00 · Perdido: R\$\s0,00 · Disponível: R\$\s100,00$/,
    )
    await expect(canvas.getByRole('textbox', { name: 'Minutos conectado por dia' })).toHaveAccessibleDescription(
      /Pendente: sem limite a partir de/,
    )
  },
}

/** Saved: the notice and the new limit in force. */
export const Saved: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await heading(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Depósito semanal' }), '250')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar limites' }))
    await expectToast(canvasElement, 'Limites salvos.')
    await expect(canvas.getByRole('textbox', { name: 'Depósito semanal' })).toHaveAccessibleDescription(
      /^Em vigor: R\$\s250,00/,
    )
  },
}

/** The form's own messages, before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await heading(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Depósito diário' }), '0,10')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Minutos conectado por dia' }), '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar limites' }))
    await expect(await canvas.findByText('O limite mínimo é R$ 1,00.')).toBeVisible()
    await expect(canvas.getByText('Digite um número inteiro de minutos entre 5 e 1440.')).toBeVisible()
  },
}

/** The save fails: the notice, and the fields as typed. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(override(protectionLimitsUpdate, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement, userEvent }) => {
    await heading(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Perda diária' }), '40')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar limites' }))
    await expectToast(canvasElement, 'Erro ao salvar seus limites')
    await expect(canvas.getByRole('textbox', { name: 'Perda diária' })).toHaveValue('40')
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(protectionLimits))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando limites…')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(override(protectionLimits, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 })).toBeVisible()
    await expect(canvas.getAllByText('Erro ao carregar seus limites').length).toBeGreaterThan(0)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: WithPendingChanges.beforeEach,
  play: WithPendingChanges.play,
}
