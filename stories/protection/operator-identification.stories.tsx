import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { settingsOperator } from '@/api/operator.ts'
import { OperatorIdentification } from '@/features/protection/operator/components/operator-identification.tsx'
import { Footer } from '@/features/shell/components/footer.tsx'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'

/** The footer as the root route composes it: the shell's footer with the operator's identification inside. */
function FooterWithOperator() {
  return <Footer operator={<OperatorIdentification />} />
}

const meta = {
  title: 'Protection/Operator identification',
  component: FooterWithOperator,
} satisfies Meta<typeof FooterWithOperator>

export default meta
type Story = StoryObj<typeof meta>

const block = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Operador' }))

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const operator = await block(canvasElement)
    await expect(await operator.findByText('Jogada Demonstração Ltda.', {}, { timeout: 5000 })).toBeVisible()
    await expect(operator.getByText('99.999.999/0001-91')).toBeVisible()
    await expect(operator.getByText('2 de janeiro de 2026')).toBeVisible()
    await expect(operator.getByRole('link', { name: '(11) 0000-0000' })).toHaveAttribute('href', 'tel:+551100000000')
    await expect(operator.getByRole('link', { name: 'ouvidoria@jogada.example' })).toBeVisible()
    const footer = within(canvasElement)
    await expect(footer.getByText('Jogue com responsabilidade. Jogo para maiores de 18 anos.')).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Jogo responsável: riscos, ajuda e ferramentas' })).toHaveAttribute(
      'href',
      '/jogo-responsavel',
    )
  },
}

export const LoadedDark: Story = { globals: { theme: 'dark' }, play: Loaded.play }

export const LoadedPhone: Story = { globals: { viewport: { value: 'mobile1' } }, play: Loaded.play }

export const LoadedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const operator = within(await within(canvasElement).findByRole('region', { name: 'Operator' }))
    await expect(await operator.findByText('January 2, 2026', {}, { timeout: 5000 })).toBeVisible()
    await expect(operator.getByText('Legal name')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(settingsOperator))
  },
  play: async ({ canvasElement }) => {
    const operator = await block(canvasElement)
    await expect(operator.getByRole('status')).toHaveTextContent('Carregando dados do operador…')
  },
}

/** The call failed: the block says so with a retry; the rest of the footer is unaffected. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(override(settingsOperator, () => HttpResponse.json({}, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const operator = await block(canvasElement)
    await expect(await operator.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Não foi possível carregar os dados do operador.',
    )
    await expect(operator.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
    await expect(within(canvasElement).getByText('Pagamentos via PIX')).toBeVisible()
  },
}

export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } }
