import type { Meta, StoryObj } from '@storybook/react-vite'
import type { createStore } from 'jotai'
import { HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { EndpointWireResponse } from '@/api/define.ts'
import { ProfileModal } from '@/features/profile-modal/components/profile-modal.tsx'
import { profileModalOpenAtom } from '@/shared/ui-state.ts'
import { pendingForever, seedLoggedIn, storyUser } from '../fixtures.ts'
import { override } from '@mocks/override.ts'
import { profileShow } from '@/api/profile.ts'

/** GET profile/ as the backend sends it (amounts as decimal strings). */
const profileWire: EndpointWireResponse<typeof profileShow> = {
  status: true,
  user: {
    id: storyUser.id ?? 7,
    name: storyUser.name,
    email: storyUser.email,
    avatar: null,
    created_at: '2025-03-14T15:30:00.000000Z',
    totalLikes: 42,
    dateHumanReadable: 'há 1 ano',
  },
  totalEarnings: '1615.30',
  totalBets: 137,
  sumBets: '1840.50',
}

const PROFILE = profileShow

function seedOpen(store: ReturnType<typeof createStore>) {
  seedLoggedIn(store)
  store.set(profileModalOpenAtom, true)
}

const meta = {
  title: 'Profile/Profile modal',
  component: ProfileModal,
  parameters: { store: seedOpen },
} satisfies Meta<typeof ProfileModal>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(override(PROFILE, () => HttpResponse.json(profileWire)))
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = within(await body.findByRole('dialog', { name: 'Meu perfil' }))
    await expect(await dialog.findByRole('heading', { name: 'Maria Silva' })).toBeVisible()
    await expect(dialog.getByText('Membro desde 14/03/2025')).toBeVisible()
    await expect(dialog.getByText('42 curtidas')).toBeVisible()
    await expect(dialog.getByText(/^R\$\s1\.615,30$/)).toBeVisible()
    await expect(dialog.getByText('137')).toBeVisible()
    await expect(dialog.getByText(/^R\$\s1\.840,50$/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Alterar foto' })).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(PROFILE))
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = within(await body.findByRole('dialog', { name: 'Meu perfil' }))
    await expect(dialog.getByRole('status')).toHaveTextContent('Carregando perfil…')
  },
}

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override(PROFILE, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = within(await body.findByRole('dialog', { name: 'Meu perfil' }))
    // The app's query client retries a 5xx; the story's does not, so the error shows at once.
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Não foi possível carregar seu perfil.')
    await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

export const EditingName: Story = {
  beforeEach({ msw }) {
    msw.use(override(PROFILE, () => HttpResponse.json(profileWire)))
  },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = within(await body.findByRole('dialog', { name: 'Meu perfil' }))
    await userEvent.click(await dialog.findByRole('button', { name: 'Editar nome' }))
    const input = dialog.getByRole('textbox', { name: 'Nome' })
    await waitFor(() => expect(input).toHaveFocus())
    await userEvent.clear(input)
    await userEvent.type(input, 'Ma')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }))
    await expect(input).toHaveAccessibleDescription('O nome deve ter pelo menos 3 caracteres.')
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible()
  },
}

/** The profile modal in the dark theme. */
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
