import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { LanguageDrawer } from '@/features/shell/components/language-drawer.tsx'
import { LanguageButton } from '@/features/shell/components/language-button.tsx'
import { seedLanguageDrawerOpen } from '../fixtures.ts'

function LanguageControls() {
  return (
    <div style={{ padding: 16 }}>
      <LanguageButton />
      <LanguageDrawer />
    </div>
  )
}

const meta = {
  title: 'Shell/Language drawer',
  component: LanguageControls,
} satisfies Meta<typeof LanguageControls>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  parameters: { store: seedLanguageDrawerOpen },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const drawer = await body.findByRole('dialog', { name: 'Idioma' })
    await expect(within(drawer).getByRole('radio', { name: 'Português (Brasil)' })).toHaveAttribute('aria-checked', 'true')
    await expect(within(drawer).getByRole('radio', { name: 'English' })).toBeVisible()
    await expect(within(drawer).getByRole('radio', { name: 'Español' })).toBeVisible()
  },
}

export const SwitchToEnglish: Story = {
  parameters: { store: seedLanguageDrawerOpen },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    const drawer = await body.findByRole('dialog', { name: 'Idioma' })
    await userEvent.click(within(drawer).getByRole('radio', { name: 'English' }))
    await expect(await body.findByRole('dialog', { name: 'Language' })).toBeVisible()
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.lang).toBe('en'))
    await expect(within(canvasElement).getByRole('button', { name: 'Language: English' })).toBeVisible()
  },
}

/** Open in the dark theme, for the story's axe check of the drawer's colours there. */
export const OpenDark: Story = {
  ...Open,
  globals: { theme: 'dark' },
}
