import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { renderInProviders } from '@/testing/render.tsx'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import { MissionsModalHost } from './missions-modal-host.tsx'

describe('MissionsModalHost', () => {
  it('mounts nothing until the side menu opens the missions, then the modal (loaded at that first opening)', async () => {
    const { store } = signedInAsDemo({ modalOpen: false })
    renderInProviders(<MissionsModalHost />, { store })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => store.set(missionsModalOpenAtom, true))
    expect(await screen.findByRole('dialog', { name: 'Missões' }, { timeout: 5000 })).toBeVisible()
    expect(await screen.findByRole('article', { name: 'Giro de Frutas' }, { timeout: 5000 })).toBeVisible()
  })
})
