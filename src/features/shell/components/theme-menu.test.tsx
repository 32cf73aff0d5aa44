import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { AppProviders } from '@/app/providers.tsx'
import { colorThemeManager } from '@/shared/theme/color-scheme-manager.ts'
import { createTestI18n, createTestQueryClient } from '@/testing/render.tsx'
import { ThemeMenu } from './theme-menu.tsx'

// The app's real manager and no forced scheme, so the choice reaches localStorage and <html>.
function renderThemeMenu() {
  return render(
    <AppProviders
      queryClient={createTestQueryClient()}
      i18n={createTestI18n()}
      store={createStore()}
      env="test"
      colorSchemeManager={colorThemeManager()}
      defaultColorScheme="light"
    >
      <ThemeMenu />
    </AppProviders>,
  )
}

describe('theme menu', () => {
  it('offers light, dark and system, the current one checked', async () => {
    localStorage.setItem('color-theme', 'light')
    renderThemeMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Tema: Claro' }))
    expect(await screen.findByRole('menuitemradio', { name: 'Claro' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('menuitemradio', { name: 'Escuro' })).toHaveAttribute('aria-checked', 'false')
    expect(screen.getByRole('menuitemradio', { name: 'Sistema' })).toHaveAttribute('aria-checked', 'false')
  })

  it('applies and remembers the choice in localStorage `color-theme`', async () => {
    renderThemeMenu()
    await userEvent.click(screen.getByRole('button', { name: /^Tema:/ }))
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Escuro' }))
    expect(localStorage.getItem('color-theme')).toBe('dark')
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'))
    expect(screen.getByRole('button', { name: 'Tema: Escuro' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Tema: Escuro' }))
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Sistema' }))
    expect(localStorage.getItem('color-theme')).toBe('system')
  })

  it('starts from the stored choice (a reload keeps it)', async () => {
    localStorage.setItem('color-theme', 'dark')
    renderThemeMenu()
    expect(screen.getByRole('button', { name: 'Tema: Escuro' })).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'))
  })

  it('returns focus to its button when closed with Escape', async () => {
    renderThemeMenu()
    await userEvent.click(screen.getByRole('button', { name: /^Tema:/ }))
    await screen.findByRole('menu')
    await userEvent.keyboard('{Escape}')
    // The focus comes back once the menu's closing transition ends: on a busy 2-core machine that took over the
    // default second, so these waits have a longer bound.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument(), { timeout: 10_000 })
    await waitFor(() => expect(screen.getByRole('button', { name: /^Tema:/ })).toHaveFocus(), { timeout: 10_000 })
  })
})
