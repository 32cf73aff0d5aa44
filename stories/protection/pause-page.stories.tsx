import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { protectionPause } from '@/api/protection-pause.ts'
import { PausePage } from '@/features/protection/pause/pause-page.tsx'
import { DEMO_PLAYER } from '@mocks/db/index.ts'
import { override } from '@mocks/override.ts'
import { expectToastOnly, seedDemoSession, signInDemo } from '../wallet/fixtures.ts'
import { fill } from '@/testing/typing.ts'

/** /profile/pause: the choice of a break, its confirmation and its refusals, as the demo player. */
const meta = {
  title: 'Protection/Pause page',
  component: PausePage,
  parameters: { store: seedDemoSession, router: { initialEntries: ['/profile/pause'] } },
  beforeEach: () => signInDemo(),
} satisfies Meta<typeof PausePage>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** The five choices, 24 hours picked. */
export const Choice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pausa e autoexclusão' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: '24 horas' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Autoexclusão por tempo indeterminado' })).not.toBeChecked()
  },
}

export const ChoiceDark: Story = { ...Choice, globals: { theme: 'dark' } }

/** A custom number of days out of 1..42: the message under the field, no confirmation. */
export const CustomDaysInvalid: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Outro número de dias (até 42)' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /Número de dias/ }), '60')
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }))
    await expect(await canvas.findByText('Informe um número inteiro de dias, de 1 a 42.')).toBeVisible()
  },
}

/** The confirmation of a 24-hour break: the end, the consequences, the password. */
export const Confirmation: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continuar' }))
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Confirmar pausa' }))
    await expect(dialog.getByText(/^Sua pausa vai até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)).toBeVisible()
    await expect(dialog.getByText('não recebe comunicações de marketing;')).toBeVisible()
    await expect(dialog.getByLabelText(/Sua senha/)).toBeVisible()
  },
}

export const ConfirmationDark: Story = { ...Confirmation, globals: { theme: 'dark' } }

/** The confirmation of an indefinite self-exclusion: it cannot be undone from the app. */
export const ConfirmationIndefinite: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Autoexclusão por tempo indeterminado' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }))
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Confirmar autoexclusão' }))
    await expect(dialog.getByText('Esta decisão não pode ser desfeita pelo app')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Confirmar autoexclusão' })).toBeVisible()
  },
}

export const ConfirmationIndefiniteDark: Story = { ...ConfirmationIndefinite, globals: { theme: 'dark' } }

/** A wrong password: the server's words under the field, the modal stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continuar' }))
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Confirmar pausa' }))
    await userEvent.type(dialog.getByLabelText(/Sua senha/), 'errada')
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar pausa' }))
    await expect(await dialog.findByText('A senha informada está incorreta.')).toBeVisible()
  },
}

/** The server failed: a notice, the player still logged in with the password kept. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(override(protectionPause, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continuar' }))
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Confirmar pausa' }))
    await fill(userEvent, dialog.getByLabelText(/Sua senha/), DEMO_PLAYER.password)
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar pausa' }))
    await expectToastOnly(canvasElement, 'Não foi possível registrar a pausa. Tente novamente.')
    await expect(dialog.getByLabelText(/Sua senha/)).toHaveValue(DEMO_PLAYER.password)
  },
}
