import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { msg } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { profileEmail } from '@/api/profile.ts'
import { profileData } from '@/api/profile-data.ts'
import { ProfileDataPage } from '@/features/account/profile-data-page.tsx'
import { profileTexts } from '@/features/account/rules/profile-form.ts'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import { AsRoute } from '../wallet/as-route.tsx'
import { all, expectToast, expectToastOnly, forceLayout, seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

function ProfileRoutePage() {
  return (
    <AsRoute pending={msg`Carregando seus dados…`} texts={{ fallback: profileTexts.load }}>
      <ProfileDataPage />
    </AsRoute>
  )
}

const meta = {
  title: 'Account/Profile data page',
  component: ProfileRoutePage,
  parameters: { store: seedDemoSession, router: { initialEntries: ['/profile/perfil'] } },
  beforeEach: () => all(signInDemo(), forceLayout('desktop')),
} satisfies Meta<typeof ProfileRoutePage>

export default meta
type Story = StoryObj<typeof meta>

/** The demo player's data in the four sections, the e-mail read-only. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const general = within(await canvas.findByRole('region', { name: 'Informações gerais' }))
    await waitFor(() => expect(general.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('demo@jogada.com.br'))
    await expect(general.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(11) 98765-4321')
    await expect(canvas.getByRole('region', { name: 'Meu Pix' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Endereço' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Informações do usuário' })).toBeVisible()
  },
}

/** Wrong values: the section's own messages, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const address = within(await within(canvasElement).findByRole('region', { name: 'Endereço' }))
    await userEvent.type(address.getByRole('textbox', { name: /^CEP/ }), '0131')
    await userEvent.click(address.getByRole('button', { name: 'Salvar Endereço' }))
    await expect(await address.findByText('Informe um CEP válido.')).toBeVisible()
  },
}

/** Saved: the notice. */
export const Saved: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const address = within(await within(canvasElement).findByRole('region', { name: 'Endereço' }))
    await userEvent.type(address.getByRole('textbox', { name: /^CEP/ }), '01310100')
    await userEvent.click(address.getByRole('button', { name: 'Salvar Endereço' }))
    await expectToast(canvasElement, 'Dados salvos com sucesso')
  },
}

/** The e-mail does not load: 'Erro ao buscar o email.', the rest of the page works. */
export const EmailFailure: Story = {
  beforeEach({ msw }) {
    msw.use(override(profileEmail, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    await expectToastOnly(canvasElement, 'Erro ao buscar o email.')
    await expect(within(canvasElement).getByRole('region', { name: 'Meu Pix' })).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(profileData))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando seus dados…')).toBeVisible()
  },
}

export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(override(profileData, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Tentar novamente' })).toBeVisible()
    await expectToastOnly(canvasElement, 'Erro ao carregar os seus dados')
  },
}

/** The four sections in the dark theme (axe checks the fields' and the read-only e-mail's contrast). */
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
