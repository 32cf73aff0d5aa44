import { beforeEach, describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { openDemoPanel } from '../panel/test-support.ts'

beforeEach(() => resetMockState())

// The whole panel renders and waits for its sections' first reads of the mock: slow on a busy machine.
describe('Proteção', { timeout: 30_000 }, () => {
  it('switches prebet_bonus_disabled on and off, and every screen asks again', async () => {
    const { user, section, invalidate } = await openDemoPanel()
    const region = within(section('Proteção'))
    const toggle = region.getByRole('switch', { name: /Sem bônus antes da aposta/ })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(db.settings.get().prebet_bonus_disabled).toBe(true))
    expect(invalidate).toHaveBeenCalled()
    await waitFor(() => expect(toggle).toBeChecked())
    await user.click(toggle)
    await waitFor(() => expect(db.settings.get().prebet_bonus_disabled).toBe(false))
  })
})
