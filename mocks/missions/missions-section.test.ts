import { beforeEach, describe, expect, it } from 'vitest'
import { within } from '@testing-library/react'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { openDemoPanel } from '../panel/test-support.ts'

beforeEach(() => resetMockState())

async function openPanel() {
  const { user, section } = await openDemoPanel()
  return { user, region: section('Missões') }
}

describe('Missões', () => {
  it("completes a mission of the demo player now, and resets the day's missions", async () => {
    const { user, region } = await openPanel()
    const item = () => within(region).getByText('Giro de Frutas').closest('li') as HTMLElement
    expect(within(item()).getByText('Diária · 0/3')).toBeVisible()
    await user.click(within(item()).getByRole('button', { name: 'Concluir agora' }))
    expect(await within(item()).findByText('Diária · 3/3')).toBeVisible()
    expect(within(item()).queryByRole('button', { name: 'Concluir agora' })).not.toBeInTheDocument()
    expect(db.missionUsers.findBy((row) => row.user_id === 1)?.completed_at).not.toBeNull()

    await user.click(within(region).getByRole('button', { name: 'Reiniciar o dia' }))
    expect(await within(item()).findByText('Diária · 0/3')).toBeVisible()
    expect(db.missionUsers.count()).toBe(0)
    // The whole panel renders: slow on a busy machine.
  }, 30_000)
})
