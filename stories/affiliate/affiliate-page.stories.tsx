import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { msg } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { affiliatesInfo } from '@/api/affiliate.ts'
import { AffiliatePage } from '@/features/affiliate/affiliate-page.tsx'
import { affiliateLoadFailure } from '@/features/affiliate/rules/failures.ts'
import { db } from '@mocks/db/index.ts'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import { AsRoute } from '../wallet/as-route.tsx'
import { all, expectToast, expectToastOnly, forceLayout, seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

/** The affiliate page as /profile/affiliate shows it, its QR download answered without touching the disk. */
function AffiliateRoutePage() {
  return (
    <AsRoute pending={msg`Carregando programa de afiliados…`} texts={affiliateLoadFailure}>
      <AffiliatePage downloadQr={async (canvas) => (canvas ? 'downloaded' : 'missing')} />
    </AsRoute>
  )
}

const meta = {
  title: 'Affiliate/Affiliate page',
  component: AffiliateRoutePage,
  parameters: { store: seedDemoSession, router: { initialEntries: ['/profile/affiliate'] } },
  beforeEach: () => all(signInDemo(), forceLayout('desktop')),
} satisfies Meta<typeof AffiliateRoutePage>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** The same page whose copy buttons stay `Copiado` long enough for the axe check (every state of a control). */
function AffiliatePageCopiedHeld() {
  return (
    <AsRoute pending={msg`Carregando programa de afiliados…`} texts={affiliateLoadFailure}>
      <AffiliatePage downloadQr={async (canvas) => (canvas ? 'downloaded' : 'missing')} copiedFor={600_000} />
    </AsRoute>
  )
}

/** The clipboard answers at once (a headless browser refuses it without a permission). */
function stubClipboard() {
  const clipboard = navigator.clipboard
  const original = Object.getOwnPropertyDescriptor(clipboard, 'writeText')
  Object.defineProperty(clipboard, 'writeText', { configurable: true, value: async () => {} })
  return () => {
    if (original) Object.defineProperty(clipboard, 'writeText', original)
    else delete (clipboard as { writeText?: unknown }).writeText
  }
}

/** The demo player: code JOGADA1, four referrals, R$ 40,00 of earnings, 20% and R$ 10,00. */
export const WithCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: 'Seu código de indicação' })).toHaveValue('JOGADA1')
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    )
    await expect(canvas.getByText('Ganhos').nextElementSibling).toHaveTextContent(/R\$\s40,00/)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

/**
 * Both copy buttons in their `Copiado` state: axe checks their contrast and that each name ('Código copiado', 'Link
 * copiado') contains the label it shows.
 */
export const Copied: Story = {
  render: () => <AffiliatePageCopiedHeld />,
  beforeEach: () => all(signInDemo(), forceLayout('desktop'), stubClipboard()),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Copiar código' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar link' }))
    await expect(await canvas.findByRole('button', { name: 'Código copiado' })).toHaveTextContent('Copiado')
    await expect(await canvas.findByRole('button', { name: 'Link copiado' })).toHaveTextContent('Copiado')
  },
}

export const CopiedDark: Story = { ...Copied, globals: { theme: 'dark' } }

/** No code yet: the generate button instead of the sharing tools. */
export const WithoutCode: Story = {
  beforeEach() {
    db.users.update(1, { code: null })
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Gerar meu código' })).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Seu código de indicação' })).toBeNull()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(affiliatesInfo))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando programa de afiliados…')).toBeVisible()
  },
}

export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(override(affiliatesInfo, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' })).toBeVisible()
    await expectToastOnly(canvasElement, 'Erro ao carregar os dados de afiliado')
  },
}

/** The QR modal: the link drawn on a canvas, and its download. */
export const QrModal: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'QR Code' }))
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'QR Code do seu link' }))
    await expect(dialog.getByRole('img', { name: 'QR Code do link de indicação' })).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Baixar QR Code' }))
    await expectToast(canvasElement, 'QR Code baixado com sucesso')
  },
}

/** The withdraw-earnings modal, filled with refer_rewards and the player's CPF. */
export const WithdrawModal: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Sacar ganhos' }))
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Sacar ganhos' }))
    await expect(dialog.getByRole('textbox', { name: /^Valor/ })).toHaveValue('40')
    await expect(dialog.getByRole('combobox', { name: /^Tipo de chave/ })).toHaveValue('document')
  },
}

// The page and both modals in the dark theme, where axe checks the contrast of the sharing tools and the forms.
export const WithCodeDark: Story = { ...WithCode, globals: { theme: 'dark' } }
export const QrModalDark: Story = { ...QrModal, globals: { theme: 'dark' } }
export const WithdrawModalDark: Story = { ...WithdrawModal, globals: { theme: 'dark' } }
