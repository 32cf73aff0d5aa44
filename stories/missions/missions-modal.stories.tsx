import type { Meta, StoryObj } from '@storybook/react-vite'
import type { createStore } from 'jotai'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { missionsList } from '@/api/missions.ts'
import { MissionsModal } from '@/features/missions/components/missions-modal.tsx'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import { db } from '@mocks/db/index.ts'
import { override } from '@mocks/override.ts'
import { clock } from '@mocks/sim/clock.ts'
import { acceptMission, completeMissionNow } from '@mocks/missions/missions.ts'
import { pendingForever } from '../fixtures.ts'
import { seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

const missionId = (name: string) => db.missions.findBy((m) => m.challenge_name === name)?.id ?? -1

function openForPlayer(store: ReturnType<typeof createStore>) {
  seedDemoSession(store)
  store.set(missionsModalOpenAtom, true)
}

function openForVisitor(store: ReturnType<typeof createStore>) {
  store.set(missionsModalOpenAtom, true)
}

const meta = {
  title: 'Missions/Missions modal',
  component: MissionsModal,
  parameters: { store: openForPlayer },
  beforeEach: () => signInDemo(),
} satisfies Meta<typeof MissionsModal>

export default meta
type Story = StoryObj<typeof meta>

const modal = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Missões' }))

/** The seeded daily missions of the demo player, none accepted yet. */
export const Daily: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement)
    await expect(await dialog.findByRole('article', { name: 'Giro de Frutas' })).toBeVisible()
    await expect(dialog.getAllByRole('article')).toHaveLength(6)
    await expect(dialog.getByText('0 de 6 missões concluídas')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Coletar recompensas' })).toBeDisabled()
  },
}

export const Weekly: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await modal(canvasElement)
    await userEvent.click(dialog.getByRole('tab', { name: 'Tarefas semanais' }))
    await expect(await dialog.findByRole('article', { name: 'Maratona Bingo Brasil' })).toBeVisible()
    await expect(dialog.getAllByRole('article')).toHaveLength(4)
  },
}

/** Two missions accepted, one of them part-way. */
export const Accepted: Story = {
  beforeEach: () => {
    const now = clock.nowMs()
    acceptMission(1, missionId('Giro de Frutas'), now)
    acceptMission(1, missionId('Tour Tropicana'), now)
    const entry = db.missionUsers.findBy((row) => row.mission_id === missionId('Tour Tropicana'))
    if (entry) db.missionUsers.update(entry.id, { rounds: 12 })
  },
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement)
    const tour = within(await dialog.findByRole('article', { name: 'Tour Tropicana' }))
    await expect(tour.getByText('Ativa')).toBeVisible()
    await expect(tour.getByText('12 de 20 rodadas')).toBeVisible()
    await expect(tour.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60')
  },
}

/** A completed mission waiting for Collect Rewards, and one already collected today. */
export const Collectable: Story = {
  beforeEach: () => {
    const now = clock.nowMs()
    completeMissionNow(1, missionId('Palpite do Dia'), now)
    completeMissionNow(1, missionId('Giro de Frutas'), now)
    const entry = db.missionUsers.findBy((row) => row.mission_id === missionId('Palpite do Dia'))
    if (entry) db.missionUsers.update(entry.id, { collected_at: new Date(now).toISOString(), collected_amount: '3.00' })
  },
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement)
    await expect(await dialog.findByText('Concluída')).toBeVisible()
    await expect(dialog.getByText('Coletada')).toBeVisible()
    await expect(dialog.getByText('Recompensas acumuladas').nextElementSibling).toHaveTextContent(/R\$\s3,00/)
    await expect(dialog.getByRole('button', { name: 'Coletar recompensas' })).toBeEnabled()
  },
}

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(override(missionsList, () => HttpResponse.json({ missions: [] })))
  },
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement)
    await expect(await dialog.findByText('Nenhuma missão disponível no momento.')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(missionsList))
  },
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement)
    await expect(dialog.getByRole('status')).toHaveTextContent('Carregando missões…')
  },
}

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override(missionsList, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement)
    await expect(await dialog.findByText('Não foi possível carregar as missões.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

/** A visitor: 'Log in to view', nothing fetched. */
export const Visitor: Story = {
  parameters: { store: openForVisitor },
  play: async ({ canvasElement }) => {
    const dialog = await modal(canvasElement)
    await expect(dialog.getByText('Faça login para ver')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Entrar' })).toBeVisible()
  },
}

/** The daily missions in the dark theme (axe checks the cards' progress and rewards). */
export const DailyDark: Story = { ...Daily, globals: { theme: 'dark' } }
