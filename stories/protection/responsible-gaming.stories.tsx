import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ResponsibleGamingPage } from '@/features/protection/responsible-gaming/responsible-gaming-page.tsx'

const meta = {
  title: 'Protection/Responsible gaming page',
  component: ResponsibleGamingPage,
} satisfies Meta<typeof ResponsibleGamingPage>

export default meta
type Story = StoryObj<typeof meta>

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jogo responsável' })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Nesta página' })).toBeVisible()
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(6)
    await expect(canvas.getByRole('link', { name: '188' })).toHaveAttribute('href', 'tel:188')
    await expect(canvas.getByRole('link', { name: 'Pausa e autoexclusão' })).toHaveAttribute('href', '/profile/pause')
    await expect(canvas.getByRole('link', { name: /Plataforma Centralizada de Autoexclusão/ })).toHaveAttribute(
      'href',
      'https://www.gov.br/autoexclusaoapostas',
    )
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Page.play }

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } }, play: Page.play }

export const PhoneDark: Story = { globals: { viewport: { value: 'mobile1' }, theme: 'dark' }, play: Page.play }

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Where to get help' })).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Juego responsable' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Dónde buscar ayuda' })).toBeVisible()
  },
}

async function answerAll(canvasElement: HTMLElement, yes: readonly number[]) {
  const groups = within(canvasElement).getAllByRole('radiogroup')
  for (const [index, group] of groups.entries()) {
    await userEvent.click(within(group).getByRole('radio', { name: yes.includes(index) ? 'Sim' : 'Não' }))
  }
}

const result = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Sinais de alerta e autoavaliação' })).getByRole('status')

/** Every answer given, none "yes". */
export const SelfAssessmentNoSigns: Story = {
  play: async ({ canvasElement }) => {
    await answerAll(canvasElement, [])
    await expect(result(canvasElement)).toHaveTextContent('Nenhuma resposta “sim”.')
  },
}

/** One or two "yes": limits and someone to talk to. */
export const SelfAssessmentSomeSigns: Story = {
  play: async ({ canvasElement }) => {
    await answerAll(canvasElement, [0, 2])
    await expect(result(canvasElement)).toHaveTextContent('2 respostas “sim”.')
    await expect(result(canvasElement)).toHaveTextContent('Há sinais de alerta.')
  },
}

/** Three or more "yes": a pause and help. */
export const SelfAssessmentManySigns: Story = {
  play: async ({ canvasElement }) => {
    await answerAll(canvasElement, [0, 1, 3, 5])
    await expect(result(canvasElement)).toHaveTextContent('4 respostas “sim”.')
    await expect(result(canvasElement)).toHaveTextContent('Há vários sinais de alerta')
  },
}

export const SelfAssessmentManySignsDark: Story = { globals: { theme: 'dark' }, play: SelfAssessmentManySigns.play }
