import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { override } from '@mocks/override.ts'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { profileEmail } from '@/api/profile.ts'
import { profileData, profileDataUpdate } from '@/api/profile-data.ts'
import { languageDrawerOpenAtom } from '@/shared/ui-state.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { DEMO_ID, signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'

function toast(text: string) {
  return screen.findByText(text, { selector: '.mantine-Notification-description' })
}

async function openPage() {
  const { store } = signedInAsDemo({ modalOpen: false })
  const view = renderRoute('/profile/perfil', { store })
  await screen.findByRole('heading', { level: 1, name: 'Meu perfil' }, { timeout: 10_000 })
  return { ...view, store }
}

const section = (name: string) => within(screen.getByRole('region', { name }))
const field = (scope: ReturnType<typeof section>, name: RegExp) => scope.getByRole('textbox', { name })

describe('profile data page', () => {
  it('shows the four sections with the saved data, the read-only e-mail and user id', async () => {
    await openPage()
    const general = section('Informações gerais')
    await waitFor(() => expect(field(general, /^E-mail/)).toHaveValue('demo@jogada.com.br'))
    expect(field(general, /^E-mail/)).toHaveAttribute('readonly')
    expect(field(general, /^ID do usuário/)).toHaveValue(String(DEMO_ID))
    expect(field(general, /^Telefone/)).toHaveValue('(11) 98765-4321')
    const country = general.getByRole('combobox', { name: 'Código do país' })
    expect(country).toHaveValue('BR')
    expect(within(country).getAllByRole('option').length).toBeGreaterThanOrEqual(45)
    expect(section('Meu Pix').getByRole('combobox', { name: 'Tipo de chave' })).toBeInTheDocument()
    const states = section('Endereço').getByRole('combobox', { name: 'Estado' })
    expect(within(states).getAllByRole('option')).toHaveLength(28)
    const info = section('Informações do usuário')
    expect(field(info, /^Nome/)).toHaveValue('Jogador Demo')
    expect(field(info, /^CPF/)).toHaveValue('529.982.247-25')
    expect(field(info, /^Moeda/)).toHaveValue('BRL')
    expect(field(info, /^Idioma/)).toHaveValue('Português (Brasil)')
  })

  it('saves a section with its own fields, masked as typed, and shows the saved values after a reload', async () => {
    const calls = captureRequests(profileDataUpdate)
    const { unmount } = await openPage()
    const address = section('Endereço')
    await userEvent.type(field(address, /^CEP/), '01310100')
    expect(field(address, /^CEP/)).toHaveValue('01310-100')
    await userEvent.selectOptions(address.getByRole('combobox', { name: 'Estado' }), 'SP')
    await fill(userEvent, field(address, /^Cidade/), 'São Paulo')
    await fill(userEvent, field(address, /^Endereço/), 'Av. Paulista, 1000')
    await userEvent.click(address.getByRole('button', { name: 'Salvar Endereço' }))
    expect(await toast('Dados salvos com sucesso')).toBeInTheDocument()
    expect(calls[0]?.body).toEqual({ zip: '01310100', state: 'SP', city: 'São Paulo', address: 'Av. Paulista, 1000' })
    expect(db.users.find(DEMO_ID)).toMatchObject({ zip: '01310100', state: 'SP' })

    unmount()
    await openPage()
    expect(field(section('Endereço'), /^CEP/)).toHaveValue('01310-100')
    expect(field(section('Endereço'), /^Cidade/)).toHaveValue('São Paulo')
  })

  it('checks CPF, CEP, 18+ and the DDD before sending anything', async () => {
    const calls = captureRequests(profileDataUpdate)
    // A player with no CPF yet: one on file is read-only (the next test).
    db.users.update(DEMO_ID, { cpf: null })
    await openPage()
    const general = section('Informações gerais')
    const phone = field(general, /^Telefone/)
    await userEvent.clear(phone)
    await fill(userEvent, phone, '20987654321')
    const birth = general.getByLabelText('Data de nascimento')
    await userEvent.type(birth, `${new Date().getFullYear() - 17}-01-01`)
    await userEvent.click(general.getByRole('button', { name: 'Salvar Informações gerais' }))
    expect(await general.findByText('Informe um telefone válido com DDD.')).toBeInTheDocument()
    expect(general.getByText('Você precisa ter pelo menos 18 anos.')).toBeInTheDocument()

    const address = section('Endereço')
    await fill(userEvent, field(address, /^CEP/), '0131')
    await userEvent.click(address.getByRole('button', { name: 'Salvar Endereço' }))
    expect(await address.findByText('Informe um CEP válido.')).toBeInTheDocument()

    const info = section('Informações do usuário')
    await userEvent.clear(field(info, /^CPF/))
    await fill(userEvent, field(info, /^CPF/), '52998224724')
    await userEvent.click(info.getByRole('button', { name: 'Salvar Informações do usuário' }))
    expect(await info.findByText('Informe um CPF válido.')).toBeInTheDocument()
    expect(calls).toHaveLength(0)

    // Fixed, the same section sends (so the checks above could have let a request through).
    await userEvent.clear(field(info, /^CPF/))
    await fill(userEvent, field(info, /^CPF/), '52998224725')
    await userEvent.click(info.getByRole('button', { name: 'Salvar Informações do usuário' }))
    await waitFor(() => expect(calls).toHaveLength(1))
  })

  it('shows a CPF on file read-only, with the way to change it, while one not yet given can be typed', async () => {
    const { unmount } = await openPage()
    const cpf = field(section('Informações do usuário'), /^CPF/)
    expect(cpf).toHaveValue('529.982.247-25')
    expect(cpf).toHaveAttribute('readonly')
    expect(cpf).toHaveAccessibleDescription('Para alterar o CPF, fale com o suporte.')
    await userEvent.type(cpf, '1')
    expect(cpf).toHaveValue('529.982.247-25')

    unmount()
    db.users.update(DEMO_ID, { cpf: null })
    await openPage()
    const empty = field(section('Informações do usuário'), /^CPF/)
    expect(empty).not.toHaveAttribute('readonly')
    await userEvent.type(empty, '11144477735')
    expect(empty).toHaveValue('111.444.777-35')
  })

  it("shows the server's field errors and keeps everything typed after a failure", async () => {
    await openPage()
    const info = section('Informações do usuário')
    await userEvent.clear(field(info, /^Nome/))
    await fill(userEvent, field(info, /^Nome/), 'Maria Silva')
    server.use(override(profileDataUpdate, faults.json(422, { cpf: ['O campo CPF já está em uso.'] })))
    await userEvent.click(info.getByRole('button', { name: 'Salvar Informações do usuário' }))
    expect(await info.findByText('O campo CPF já está em uso.')).toBeInTheDocument()
    expect(field(info, /^Nome/)).toHaveValue('Maria Silva')

    server.use(override(profileDataUpdate, faults.html500()))
    await userEvent.click(info.getByRole('button', { name: 'Salvar Informações do usuário' }))
    expect(await toast('Erro ao salvar os dados')).toBeInTheDocument()
    server.use(override(profileDataUpdate, faults.network()))
    await userEvent.click(info.getByRole('button', { name: 'Salvar Informações do usuário' }))
    expect(await toast('Erro de conexão')).toBeInTheDocument()
    expect(field(info, /^Nome/)).toHaveValue('Maria Silva')
    expect(db.users.find(DEMO_ID)?.name).toBe('Jogador Demo')
  })

  it("says 'Erro ao buscar o email.' when the e-mail does not load, and shows the rest", async () => {
    server.use(override(profileEmail, faults.html500()))
    await openPage()
    expect(await toast('Erro ao buscar o email.')).toBeInTheDocument()
    expect(field(section('Informações gerais'), /^ID do usuário/)).toHaveValue(String(DEMO_ID))
  })

  it('opens the language drawer from the language button', async () => {
    const { store } = await openPage()
    await userEvent.click(screen.getByRole('button', { name: 'Alterar idioma' }))
    expect(store.get(languageDrawerOpenAtom)).toBe(true)
  })

  it.each([
    ['a 500', faults.html500()],
    ['no answer', faults.network()],
    ['a malformed body', faults.malformed()],
  ])('shows the failure view with a retry after %s', async (_name, fault) => {
    server.use(override(profileData, fault))
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/profile/perfil', { store })
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar os seus dados')).toHaveLength(2), { timeout: 10_000 })
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeInTheDocument()
  })
})
