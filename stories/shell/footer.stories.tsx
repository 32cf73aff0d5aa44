import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Footer } from '@/features/shell/components/footer.tsx'
import { ContactQrModal } from '@/features/shell/components/contact-qr-modal.tsx'

const meta = {
  title: 'Shell/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = await within(canvasElement).findByRole('contentinfo')
    await expect(within(footer).getByText('Jogue com responsabilidade. Jogo para maiores de 18 anos.')).toBeVisible()
    await expect(within(footer).getByText(/© \d{4} Jogada\./)).toBeVisible()
    await expect(within(footer).getByText('Pagamentos via PIX')).toBeVisible()
  },
}

/** Desktop: WhatsApp opens the QR code modal; `Voltar` closes it. */
export const WhatsAppQr: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const footer = await within(canvasElement).findByRole('contentinfo')
    await userEvent.click(within(footer).getByRole('button', { name: 'WhatsApp' }))
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'WhatsApp' })
    await expect(within(dialog).getByRole('img', { name: 'Código QR do WhatsApp' })).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'WhatsApp' })).toBeNull())
  },
}

/** The QR modal on its own. */
export const QrModal: StoryObj<typeof ContactQrModal> = {
  render: () => <ContactQrModal channel="telegram" link="https://t.me/jogada_demo" onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Telegram' })
    await expect(within(dialog).getByRole('img', { name: 'Código QR do Telegram' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeVisible()
  },
}
