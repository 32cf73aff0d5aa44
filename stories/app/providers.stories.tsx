import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { HttpResponse } from 'msw'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button, Stack, Text, useComputedColorScheme } from '@mantine/core'
import { callApi } from '@/api/client.ts'
import { settingsData } from '@/api/settings.ts'
import { override } from '@mocks/override.ts'

// The pipeline's own check: these stories prove what every other story relies on in .storybook/preview.tsx —
// the locale toolbar reaches Lingui and <html lang>, the theme toolbar reaches Mantine, the memory router takes
// parameters.router, each story gets a fresh QueryClient, and `beforeEach({ msw })` overrides the mock backend.

// The spec's footer notice: its pt-BR text is the message id, so this reads the shell's catalogs.
const PT_NOTICE = 'Jogue com responsabilidade. Jogo para maiores de 18 anos.'

function ProvidersProbe() {
  const { t, i18n } = useLingui()
  const scheme = useComputedColorScheme('light')
  const location = useLocation()
  const notice = t`Jogue com responsabilidade. Jogo para maiores de 18 anos.`
  return (
    <Stack p="md" gap="xs">
      <Button>{notice}</Button>
      <Text data-testid="locale">{i18n.locale}</Text>
      <Text data-testid="scheme">{scheme}</Text>
      <Text data-testid="path">{location.href}</Text>
      <Link to="/">Home</Link>
    </Stack>
  )
}

function SettingsProbe() {
  const settings = useQuery({ queryKey: ['story', 'settings'], queryFn: () => callApi(settingsData) })
  if (settings.isPending) return <Text role="status">…</Text>
  if (settings.isError) return <Text role="alert">{settings.error.message}</Text>
  return <Text data-testid="software-name">{settings.data.setting.software_name}</Text>
}

const meta = {
  title: 'App/Providers',
  component: ProvidersProbe,
} satisfies Meta<typeof ProvidersProbe>

export default meta
type Story = StoryObj<typeof meta>

export const PortugueseLight: Story = {
  globals: { locale: 'pt-BR', theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: PT_NOTICE })).toBeVisible()
    await expect(canvas.getByTestId('locale')).toHaveTextContent('pt-BR')
    await expect(document.documentElement.lang).toBe('pt-BR')
    await expect(canvas.getByTestId('scheme')).toHaveTextContent('light')
  },
}

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button')
    // A missing translation falls back to the Portuguese source: the i18n check and this story both catch it.
    await expect(button.textContent).not.toBe(PT_NOTICE)
    await expect(button.textContent?.trim()).not.toBe('')
    await expect(canvas.getByTestId('locale')).toHaveTextContent('en')
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    await expect(canvas.getByTestId('scheme')).toHaveTextContent('dark')
    await expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark')
  },
}

export const SpanishAtDeepLink: Story = {
  globals: { locale: 'es' },
  parameters: { router: { initialEntries: ['/casino/search?searchTerm=roleta'] } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button').textContent).not.toBe(PT_NOTICE)
    await expect(canvas.getByTestId('locale')).toHaveTextContent('es')
    await expect(canvas.getByTestId('path')).toHaveTextContent('/casino/search?searchTerm=roleta')
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }))
    await waitFor(() => expect(canvas.getByTestId('path')).toHaveTextContent(/^\/$/))
  },
}

export const MockOverriddenInStory: Story = {
  render: () => <SettingsProbe />,
  beforeEach({ msw }) {
    msw.use(
      override(settingsData, () =>
        HttpResponse.json({
          setting: {
            software_name: 'Jogada Story',
            software_logo_white: null,
            software_logo_black: null,
            min_deposit: '20.00',
            max_deposit: '5000.00',
            initial_bonus: 100,
            rexpay_is_enable: 1,
            digitopay_is_enable: 1,
            brasilcash_is_enable: 1,
            turn_on_football: 1,
          },
        }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('software-name')).toHaveTextContent('Jogada Story')
  },
}

export const MockFailureInStory: Story = {
  render: () => <SettingsProbe />,
  beforeEach({ msw }) {
    msw.use(override(settingsData, () => HttpResponse.json({ message: 'Falhou' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The story's QueryClient does not retry: the error shows at once.
    await expect(await canvas.findByRole('alert')).toBeVisible()
  },
}
