import type { Meta, StoryObj } from '@storybook/react-vite'
import type { createStore } from 'jotai'
import { expect, fn, within } from 'storybook/test'
import { LoginModal } from '@/features/auth/login/login-modal.tsx'
import { inactivityNotice, sessionNoticeAtom } from '@/shared/session-notice.ts'
import { DEMO_PLAYER } from '@mocks/db/index.ts'
import { takePause } from '@mocks/protection/pause-db.ts'

/** The login modal when the player cannot or could not stay in: a break, a self-exclusion, an idle session. */
const meta = {
  title: 'Protection/Login refused or ended',
  component: LoginModal,
  args: { opened: true, onClose: fn(), onSwitchToRegister: fn() },
} satisfies Meta<typeof LoginModal>

export default meta
type Story = StoryObj<typeof meta>

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Entrar na sua conta' }))

type UserEvent = {
  type: (element: Element, text: string) => Promise<void>
  click: (element: Element) => Promise<void>
}

async function logInAsDemo(canvasElement: HTMLElement, userEvent: UserEvent) {
  const dialog = await dialogOf(canvasElement)
  await userEvent.type(dialog.getByLabelText(/Email ou telefone/), DEMO_PLAYER.email)
  await userEvent.type(dialog.getByLabelText(/^Senha/), DEMO_PLAYER.password)
  await userEvent.click(dialog.getByRole('button', { name: 'Entrar' }))
  return dialog
}

/** On a break: until when, and the way to withdraw the cash balance. */
export const Paused: Story = {
  beforeEach() {
    takePause(1, 'day')
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await logInAsDemo(canvasElement, userEvent)
    const alert = await dialog.findByRole('alert')
    await expect(alert).toHaveTextContent(/^Sua conta está em pausa até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)
    await expect(within(alert).getByRole('link', { name: 'Sacar meu saldo' })).toBeVisible()
  },
}

export const PausedDark: Story = { ...Paused, globals: { theme: 'dark' } }

/** Self-excluded: indefinite, only support reopens the account. */
export const SelfExcluded: Story = {
  beforeEach() {
    takePause(1, 'indefinite')
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await logInAsDemo(canvasElement, userEvent)
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Você se autoexcluiu por tempo indeterminado. Para reabrir a conta, fale com o suporte.',
    )
  },
}

/** The session ended after 30 minutes without activity: the modal says why. */
export const SessionEndedIdle: Story = {
  parameters: {
    store: (store: ReturnType<typeof createStore>) => store.set(sessionNoticeAtom, inactivityNotice),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'Sua sessão foi encerrada após 30 minutos sem atividade. Entre novamente.',
    )
  },
}

export const SessionEndedIdleDark: Story = { ...SessionEndedIdle, globals: { theme: 'dark' } }
