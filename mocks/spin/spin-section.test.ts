import { beforeEach, describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { resetMockState } from '../node.ts'
import { spinWheel } from './spins.ts'
import { db } from '../db/index.ts'
import { openDemoPanel } from '../panel/test-support.ts'

beforeEach(() => resetMockState())

async function openPanel() {
  const { user, section } = await openDemoPanel()
  return { user, region: within(section('Roleta de prêmios')) }
}

// The whole panel renders and waits for its sections' first reads of the mock: slow on a busy machine.
describe('Roleta de prêmios', { timeout: 30_000 }, () => {
  it('counts the spins and lets this device spin again', async () => {
    await spinWheel(Math.random, 'device-aaaa-1111')
    const { user, region } = await openPanel()
    expect(region.getByText('Giros: 1 · resgatados: 0')).toBeInTheDocument()
    await user.click(region.getByRole('button', { name: 'Permitir girar de novo' }))
    await waitFor(() => expect(db.spins.all()[0]?.device_id).toBeNull())
  })
})
