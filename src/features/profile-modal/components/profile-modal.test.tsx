import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { scenarios } from '@mocks/scenarios.ts'
import { renderInProviders, renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { userAtom } from '@/shared/session.ts'
import { profileModalOpenAtom } from '@/shared/ui-state.ts'
import { DEMO_ID, signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { ProfileModal } from './profile-modal.tsx'
import { override } from '@mocks/override.ts'
import { profileLike, profileUpdateName, profileUploadAvatar } from '@/api/profile.ts'

function renderModal() {
  const { store, demo } = signedInAsDemo()
  const view = renderInProviders(<ProfileModal />, { store })
  return { ...view, store, demo }
}

/** Every request the app made during a test, as `METHOD path`. */
function recordRequests() {
  const seen: Request[] = []
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone())
  })
  return {
    paths: () => seen.map((r) => `${r.method} ${new URL(r.url).pathname}`),
    find: (method: string, path: string) => seen.find((r) => r.method === method && new URL(r.url).pathname === path),
  }
}

async function openNameEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Editar nome' }))
  return screen.getByRole('textbox', { name: 'Nome' })
}

describe('profile modal: loading and statistics', () => {
  it('shows a loading state, then the player, likes, joined date and the statistics in BRL', async () => {
    const { demo } = renderModal()
    const dialog = await screen.findByRole('dialog', { name: 'Meu perfil' })
    expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando perfil…')

    expect(await within(dialog).findByRole('heading', { name: 'Jogador Demo' })).toBeInTheDocument()
    expect(within(dialog).getByText('demo@jogada.com.br')).toBeInTheDocument()
    // Seeded 90 days before the reference date (2026-11-01, Brasília).
    expect(within(dialog).getByText('Membro desde 03/08/2026')).toBeInTheDocument()
    expect(within(dialog).getByText(`${demo.totalLikes} curtidas`)).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'Foto de perfil de Jogador Demo' })).toHaveAttribute(
      'src',
      '/storage/avatars/jogador-demo.svg',
    )

    const stats = within(within(dialog).getByRole('region', { name: 'Estatísticas' }))
    const value = (label: string) => stats.getByText(label).nextElementSibling
    expect(value('Total ganho')).toHaveTextContent(/^R\$\s1\.615,30$/)
    expect(value('Total de apostas')).toHaveTextContent(/^137$/)
    expect(value('Total apostado')).toHaveTextContent(/^R\$\s1\.840,50$/)
  })

  it('shows an error with a retry that loads the profile', async () => {
    scenarios.setFault('profile.show', '500')
    renderModal()
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seu perfil.')
    scenarios.clearFault('profile.show')
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { name: 'Jogador Demo' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('closes with its close button', async () => {
    const { store } = renderModal()
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar' }))
    expect(store.get(profileModalOpenAtom)).toBe(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('profile modal: name', () => {
  it('saves a new name: the modal, the stored session user and the mock all change', async () => {
    const { store } = renderModal()
    const input = await openNameEditor()
    expect(input).toHaveValue('Jogador Demo')
    expect(input).toHaveFocus()
    await userEvent.clear(input)
    await fill(userEvent, input, '  Maria Souza ')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument()
    expect(screen.getByText('Nome atualizado com sucesso!')).toBeInTheDocument()
    expect(store.get(userAtom)?.name).toBe('Maria Souza')
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Maria Souza' })
    expect(db.users.find(DEMO_ID)?.name).toBe('Maria Souza')
    expect(screen.getByRole('button', { name: 'Editar nome' })).toHaveFocus()
  })

  it('checks 3 to 64 characters before sending anything', async () => {
    const requests = recordRequests()
    renderModal()
    const input = await openNameEditor()
    await userEvent.clear(input)
    await fill(userEvent, input, ' ab ')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(input).toHaveAccessibleDescription('O nome deve ter pelo menos 3 caracteres.')
    expect(input).toBeInvalid()

    await userEvent.clear(input)
    await fill(userEvent, input, 'a'.repeat(65))
    expect(input).toBeValid()
    await userEvent.keyboard('{Enter}')
    expect(input).toHaveAccessibleDescription('O nome deve ter no máximo 64 caracteres.')

    expect(requests.paths()).not.toContain('POST /api/profile/updateName')
  })

  it('Cancelar and Escape leave the name as it was, and Escape keeps the modal open', async () => {
    renderModal()
    let input = await openNameEditor()
    await fill(userEvent, input, ' X')
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.getByRole('heading', { name: 'Jogador Demo' })).toBeInTheDocument()

    input = await openNameEditor()
    await fill(userEvent, input, ' Y')
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('heading', { name: 'Jogador Demo' })).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Meu perfil' })).toBeInTheDocument()
  })

  it("shows the server's validation message as a notice and under the field", async () => {
    server.use(
      override(profileUpdateName, () =>
        HttpResponse.json({ name: ['O campo nome não pode conter números.'] }, { status: 422 }),
      ),
    )
    const { store } = renderModal()
    const input = await openNameEditor()
    await userEvent.clear(input)
    await fill(userEvent, input, 'Maria 2')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(
      await screen.findByText('O campo nome não pode conter números.', {
        selector: '.mantine-Notification-description',
      }),
    ).toBeInTheDocument()
    expect(input).toHaveAccessibleDescription('O campo nome não pode conter números.')
    expect(store.get(userAtom)?.name).toBe('Jogador Demo')
  })

  it('shows the connection notice when no answer comes', async () => {
    scenarios.setFault('profile.updateName', 'network')
    renderModal()
    const input = await openNameEditor()
    await userEvent.clear(input)
    await fill(userEvent, input, 'Maria Souza')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Erro de conexão. Verifique sua internet e tente novamente.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria Souza')
  })

  it("shows its own text for a server error (never the body's words) and for an answer without words", async () => {
    scenarios.setFault('profile.updateName', '500')
    renderModal()
    const input = await openNameEditor()
    await userEvent.clear(input)
    await fill(userEvent, input, 'Maria Souza')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Não foi possível atualizar o nome.')).toBeInTheDocument()
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument()

    scenarios.clearFault('profile.updateName')
    server.use(override(profileUpdateName, () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(screen.getAllByText('Não foi possível atualizar o nome.')).toHaveLength(2))
    expect(screen.queryByText(/Bad Gateway/)).not.toBeInTheDocument()
  })
})

describe('profile modal: likes', () => {
  it('a like raises the counter (and the mock keeps it)', async () => {
    const { demo } = renderModal()
    const before = demo.totalLikes
    expect(await screen.findByText(`${before} curtidas`)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Curtir' }))
    expect(await screen.findByText(`${before + 1} curtidas`)).toBeInTheDocument()
    expect(db.users.find(DEMO_ID)?.totalLikes).toBe(before + 1)
  })

  it('says 1 curtida in the singular', async () => {
    db.users.update(DEMO_ID, { totalLikes: 0 })
    renderModal()
    expect(await screen.findByText('0 curtidas')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Curtir' }))
    expect(await screen.findByText('1 curtida')).toBeInTheDocument()
  })

  it('a failed like shows a notice and keeps the count', async () => {
    server.use(override(profileLike, () => HttpResponse.json({ error: 'Usuário não encontrado.' }, { status: 404 })))
    const { demo } = renderModal()
    await userEvent.click(await screen.findByRole('button', { name: 'Curtir' }))
    expect(await screen.findByText('Usuário não encontrado.')).toBeInTheDocument()
    expect(screen.getByText(`${demo.totalLikes} curtidas`)).toBeInTheDocument()
  })
})

describe('profile modal: avatar', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'eu.png', { type: 'image/png' })

  it('uploads the chosen image as multipart and shows the new avatar everywhere', async () => {
    let contentType: string | null = null
    server.use(
      override(profileUploadAvatar, ({ request }) => {
        contentType = request.headers.get('content-type')
        // What the mock's own handler does (it cannot read multipart bodies in jsdom): store the new path.
        db.users.update(DEMO_ID, { avatar: 'avatars/nova.png' })
        return HttpResponse.json({
          status: true,
          message: 'Avatar atualizado com sucesso!',
          avatar: 'avatars/nova.png',
        })
      }),
    )
    const { store } = renderModal()
    await screen.findByRole('heading', { name: 'Jogador Demo' })
    await userEvent.upload(screen.getByLabelText('Escolher foto de perfil'), png())

    expect(await screen.findByText('Foto de perfil atualizada!')).toBeInTheDocument()
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto de perfil de Jogador Demo' })).toHaveAttribute(
        'src',
        '/storage/avatars/nova.png',
      ),
    )
    expect(store.get(userAtom)?.avatar).toBe('avatars/nova.png')
  })

  it('refuses a file that is not an image, or too big, without uploading', async () => {
    const requests = recordRequests()
    renderModal()
    await screen.findByRole('heading', { name: 'Jogador Demo' })
    const user = userEvent.setup({ applyAccept: false })
    const input = screen.getByLabelText('Escolher foto de perfil')
    await user.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText('Escolha uma imagem JPG, PNG, WEBP ou GIF.')).toBeInTheDocument()
    await user.upload(input, new File([new Uint8Array(2048 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }))
    expect(await screen.findByText('A imagem deve ter no máximo 2 MB.')).toBeInTheDocument()
    expect(requests.paths()).not.toContain('POST /api/profile/upload-avatar')
  })

  it("shows the server's refusal and keeps the old avatar", async () => {
    server.use(
      override(profileUploadAvatar, () =>
        HttpResponse.json({ avatar: ['O campo avatar deve ser uma imagem.'] }, { status: 422 }),
      ),
    )
    const { store } = renderModal()
    await screen.findByRole('heading', { name: 'Jogador Demo' })
    await userEvent.upload(screen.getByLabelText('Escolher foto de perfil'), png())
    expect(await screen.findByText('O campo avatar deve ser uma imagem.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Foto de perfil de Jogador Demo' })).toHaveAttribute(
      'src',
      '/storage/avatars/jogador-demo.svg',
    )
    expect(store.get(userAtom)?.avatar).toBe('avatars/jogador-demo.svg')
  })

  it('shows the connection notice when the upload gets no answer', async () => {
    scenarios.setFault('profile.uploadAvatar', 'network')
    renderModal()
    await screen.findByRole('heading', { name: 'Jogador Demo' })
    await userEvent.upload(screen.getByLabelText('Escolher foto de perfil'), png())
    expect(await screen.findByText('Erro de conexão. Verifique sua internet e tente novamente.')).toBeInTheDocument()
  })
})

describe('profile modal in the app', () => {
  it('opens from the account menu, and a new name shows in the top bar menu', async () => {
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/', { store })
    await userEvent.click(await screen.findByRole('button', { name: 'Menu da conta' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Meu perfil' }))

    const dialog = await screen.findByRole('dialog', { name: 'Meu perfil' })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Editar nome' }))
    const input = within(dialog).getByRole('textbox', { name: 'Nome' })
    await userEvent.clear(input)
    await fill(userEvent, input, 'Maria Souza')
    await userEvent.keyboard('{Enter}')
    expect(await within(dialog).findByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(screen.getByRole('button', { name: 'Menu da conta' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('Maria Souza')).toBeInTheDocument()
  })
})
