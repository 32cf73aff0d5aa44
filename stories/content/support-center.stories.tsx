import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { contentPageFailure } from '@/features/content/rules/failures.ts'
import { SupportCenterPage } from '@/features/content/support-center-page.tsx'
import { AsRoute } from '../wallet/as-route.tsx'

/** /support-center as its route shows it, the search and the topic kept in state as the address keeps them. */
function SupportCenterRoute({ search: initialSearch = '', topic: initialTopic }: { search?: string; topic?: string }) {
  const [search, setSearch] = useState(initialSearch)
  const [topic, setTopic] = useState(initialTopic)
  return (
    <AsRoute texts={contentPageFailure}>
      <SupportCenterPage search={search} onSearch={setSearch} topic={topic} onTopic={setTopic} />
    </AsRoute>
  )
}

const meta = {
  title: 'Content/Support centre',
  component: SupportCenterRoute,
  args: {},
  parameters: { router: { initialEntries: ['/support-center'] } },
} satisfies Meta<typeof SupportCenterRoute>

export default meta
type Story = StoryObj<typeof meta>

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Central de ajuda' }, { timeout: 5000 })

/** Every topic with its count of questions, the FAQ search and the contacts. */
export const AllTopics: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement)
    const canvas = within(canvasElement)
    const topics = within(await canvas.findByRole('group', { name: 'Tópicos de ajuda' }, { timeout: 5000 }))
    await expect(topics.getByRole('button', { name: 'Todos os tópicos' })).toHaveAttribute('aria-pressed', 'true')
    await expect(topics.getAllByRole('button')).toHaveLength(6)
    await expect(canvas.getByRole('searchbox', { name: 'Buscar nas perguntas frequentes' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toBeVisible()
    await expect(canvas.getByText('Atendimento 24 horas por dia, 7 dias por semana.')).toBeVisible()
  },
}

export const AllTopicsDark: Story = { globals: { theme: 'dark' }, play: AllTopics.play }

/** A topic chosen: only its questions; the search looks within it and opens what it found. */
export const TopicAndSearch: Story = {
  args: { topic: 'saques', search: 'minutos' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement)
    const canvas = within(canvasElement)
    const topics = within(await canvas.findByRole('group', { name: 'Tópicos de ajuda' }, { timeout: 5000 }))
    await expect(topics.getByRole('button', { name: /^Saques/ })).toHaveAttribute('aria-pressed', 'true')
    const question = canvas.getByText('Quanto tempo leva um saque?')
    await expect(question.closest('details')).toHaveAttribute('open')
    await expect(canvas.queryByRole('heading', { level: 3, name: 'Depósitos' })).toBeNull()
  },
}

export const TopicAndSearchDark: Story = { ...TopicAndSearch, globals: { theme: 'dark' } }

/** Nothing in the topic matches: the page says so and points to the team. */
export const NothingFound: Story = {
  args: { topic: 'saques', search: 'senha' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement)
    await expect(
      await within(canvasElement).findByText(/^Nenhuma resposta encontrada para “senha”/, {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}

/** Choosing a topic by keyboard or pointer. */
export const ChoosingATopic: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await heading(canvasElement)
    const canvas = within(canvasElement)
    const topics = within(await canvas.findByRole('group', { name: 'Tópicos de ajuda' }, { timeout: 5000 }))
    await userEvent.click(topics.getByRole('button', { name: /^Bônus/ }))
    await expect(topics.getByRole('button', { name: /^Bônus/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.queryByRole('heading', { level: 3, name: 'Saques' })).toBeNull()
  },
}

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Help centre' }, { timeout: 5000 }),
    ).toBeVisible()
  },
}
