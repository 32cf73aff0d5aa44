import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { settingsData } from '@/api/settings.ts'
import { PromotionsPage } from '@/features/content/promotions-page.tsx'
import { contentPageFailure } from '@/features/content/rules/failures.ts'
import { SupportPage } from '@/features/content/support-page.tsx'
import { TermsPage } from '@/features/content/terms-page.tsx'
import type { LegalDocumentName } from '@/features/content/documents/types.ts'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import { AsRoute } from '../wallet/as-route.tsx'

type Page = { kind: 'promotions' } | { kind: 'support'; search?: string } | { kind: 'terms'; name: LegalDocumentName }

/** A content page as its route shows it: the pending view, the failure view, or the page. */
function ContentPage({ page }: { page: Page }) {
  return (
    <AsRoute texts={contentPageFailure}>
      {page.kind === 'promotions' ? (
        <PromotionsPage />
      ) : page.kind === 'support' ? (
        <SupportPage search={page.search ?? ''} onSearch={() => {}} />
      ) : (
        <TermsPage name={page.name} />
      )}
    </AsRoute>
  )
}

const meta = {
  title: 'Content/Pages',
  component: ContentPage,
  args: { page: { kind: 'promotions' } },
} satisfies Meta<typeof ContentPage>

export default meta
type Story = StoryObj<typeof meta>

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 })

export const Promotions: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Promoções')
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('article')).toHaveLength(4)
    await expect(canvas.getByText(/100% no primeiro depósito, até R\$/)).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Ver termos' })).toHaveLength(4)
  },
}

export const PromotionsDark: Story = { globals: { theme: 'dark' }, play: Promotions.play }

/** The page waits for the settings (a first visit without a cached copy). */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(settingsData))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando…')).toBeVisible()
  },
}

export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(override(settingsData, () => HttpResponse.json({}, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Não foi possível carregar esta página.', {}, { timeout: 5000 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

export const Support: Story = {
  args: { page: { kind: 'support' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Suporte')
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Telegram' })).toBeVisible()
    await expect(canvas.getByText('Atendimento 24 horas por dia, 7 dias por semana.')).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Jogo responsável' })).toBeVisible()
  },
}

export const SupportDark: Story = { args: Support.args, globals: { theme: 'dark' }, play: Support.play }

/** A search (accents ignored) opens the answers it found. */
export const SupportSearchResults: Story = {
  args: { page: { kind: 'support', search: 'saque minimo' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Suporte')
    const canvas = within(canvasElement)
    const question = await canvas.findByText('Qual é o valor mínimo e máximo de saque?')
    await expect(question.closest('details')).toHaveAttribute('open')
    await expect(canvas.getByText('1 resposta(s) encontrada(s)')).toBeVisible()
  },
}

export const SupportSearchNone: Story = {
  args: { page: { kind: 'support', search: 'criptomoeda' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Suporte')
    await expect(
      await within(canvasElement).findByText(
        'Nenhuma resposta encontrada para “criptomoeda”. Tente outras palavras ou fale com o suporte.',
      ),
    ).toBeVisible()
  },
}

export const ServiceTerms: Story = {
  args: { page: { kind: 'terms', name: 'service' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Termos de serviço')
    const canvas = within(canvasElement)
    const toc = within(await canvas.findByRole('navigation', { name: 'Índice' }))
    await expect(toc.getAllByRole('link')).toHaveLength(21)
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(21))
  },
}

export const ServiceTermsDark: Story = { args: ServiceTerms.args, globals: { theme: 'dark' }, play: ServiceTerms.play }

export const WelcomeBonusTerms: Story = {
  args: { page: { kind: 'terms', name: 'bonus-welcome' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Bônus de boas-vindas')
    await expect(await within(canvasElement).findByText(/bônus de 100% sobre o primeiro depósito/)).toBeVisible()
  },
}

export const PrivacyPolicyEnglish: Story = {
  args: { page: { kind: 'terms', name: 'privacy-policy' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Privacy policy')
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: '7. Your rights' })).toBeVisible()
  },
}

/** Each legal page in the dark theme too: axe checks the contrast of both (the light ones above run it in light). */
export const WelcomeBonusTermsDark: Story = {
  args: WelcomeBonusTerms.args,
  globals: { theme: 'dark' },
  play: WelcomeBonusTerms.play,
}

export const BonusTerms: Story = {
  args: { page: { kind: 'terms', name: 'bonus' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Termos de bônus')
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: '3. Rollover' })).toBeVisible()
  },
}

export const BonusTermsDark: Story = { args: BonusTerms.args, globals: { theme: 'dark' }, play: BonusTerms.play }

export const ConditionsReference: Story = {
  args: { page: { kind: 'terms', name: 'conditions-reference' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Condições de referência')
    const toc = within(await within(canvasElement).findByRole('navigation', { name: 'Índice' }))
    await expect(toc.getAllByRole('link')).toHaveLength(6)
  },
}

export const ConditionsReferenceDark: Story = {
  args: ConditionsReference.args,
  globals: { theme: 'dark' },
  play: ConditionsReference.play,
}

export const PrivacyPolicyDark: Story = {
  args: { page: { kind: 'terms', name: 'privacy-policy' } },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Política de privacidade')
    await expect(await within(canvasElement).findByRole('navigation', { name: 'Índice' })).toBeVisible()
  },
}
