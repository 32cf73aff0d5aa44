import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { renderRoute } from '@/testing/render.tsx'
import { loggedInStore } from '@/testing/shell-fixtures.ts'
import { override } from '@mocks/override.ts'
import { profileUpdateLanguage } from '@/api/language.ts'

async function openLanguageDrawer(currentName: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Idioma: ${currentName}` }))
  return screen.findByRole('dialog', { name: 'Idioma' })
}

/** The bodies of PUT profile/updateLanguage, answered as the backend does. */
function recordLanguageUpdates(): unknown[] {
  const sent: unknown[] = []
  server.use(
    override(profileUpdateLanguage, async ({ request }) => {
      const body = (await request.json()) as { language: string }
      sent.push(body)
      return HttpResponse.json({ status: true, language: body.language })
    }),
  )
  return sent
}

describe('language drawer', () => {
  it('offers the three languages as flag radios, the current one checked', async () => {
    renderRoute('/')
    const drawer = await openLanguageDrawer('Português (Brasil)')
    const group = within(drawer).getByRole('radiogroup', { name: 'Escolha o idioma' })
    expect(within(group).getByRole('radio', { name: 'Português (Brasil)' })).toHaveAttribute('aria-checked', 'true')
    expect(within(group).getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'false')
    expect(within(group).getByRole('radio', { name: 'Español' })).toHaveAttribute('aria-checked', 'false')
  })

  it('switches the catalog, <html lang> and the remembered choice', async () => {
    renderRoute('/')
    const drawer = await openLanguageDrawer('Português (Brasil)')
    await userEvent.click(within(drawer).getByRole('radio', { name: 'English' }))
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument()
    expect(screen.getByText('Play responsibly. Gambling for over-18s only.')).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('language')).toBe('en')

    await userEvent.click(within(drawer).getByRole('radio', { name: 'Español' }))
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('es')
  })

  it('tells the server the new language when logged in (PUT profile/updateLanguage)', async () => {
    const sent = recordLanguageUpdates()
    renderRoute('/', { store: loggedInStore() })
    const drawer = await openLanguageDrawer('Português (Brasil)')
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Español' }))
    await waitFor(() => expect(sent).toEqual([{ language: 'es' }]))
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Português (Brasil)' }))
    await waitFor(() => expect(sent).toEqual([{ language: 'es' }, { language: 'pt_BR' }]))
  })

  it('does not call the server for a visitor', async () => {
    let calls = 0
    server.use(
      override(profileUpdateLanguage, () => {
        calls += 1
        return HttpResponse.json({ status: true, language: 'en' })
      }),
    )
    renderRoute('/')
    const drawer = await openLanguageDrawer('Português (Brasil)')
    await userEvent.click(within(drawer).getByRole('radio', { name: 'English' }))
    await screen.findByRole('button', { name: 'Log in' })
    expect(calls).toBe(0)
  })
})

describe('?lang= on any page', () => {
  it('?lang=pt-br selects Portuguese (pt_BR) even when another language was active', async () => {
    renderRoute('/support?lang=pt-br', { locale: 'en' })
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('pt-BR')
    expect(localStorage.getItem('language')).toBe('pt-BR')
  })

  it('?lang=en on a deep page selects English', async () => {
    renderRoute('/terms/service?lang=en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
  })

  it("a logged-in player's link switches the language and tells the server nothing; the drawer's choice does", async () => {
    const sent = recordLanguageUpdates()
    renderRoute('/?lang=es', { store: loggedInStore() })
    await waitFor(() => expect(document.documentElement.lang).toBe('es'))
    expect(localStorage.getItem('language')).toBe('es')
    // The same page's drawer does tell it: the first request the server sees is that one.
    const drawer = await openLanguageDrawer('Español')
    await userEvent.click(within(drawer).getByRole('radio', { name: 'English' }))
    await waitFor(() => expect(sent).toEqual([{ language: 'en' }]))
  })

  it('ignores an unknown language', async () => {
    renderRoute('/?lang=xx')
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument()
  })
})
