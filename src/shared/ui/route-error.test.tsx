import { useLayoutEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/errors.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { lazyRouteError } from './route-error.tsx'

const refused = new ApiError({ kind: 'http', endpointId: 'x', status: 422, body: { message: 'Saldo insuficiente' } })
const loadView = () => import('./route-error-view.tsx')
const chunkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))

/** Says, once its tree first commits, whether an alert was on the page then. */
function FirstCommit({ onCommit }: { onCommit: (alertShown: boolean) => void }) {
  useLayoutEffect(() => onCommit(document.querySelector('[role="alert"]') !== null), [onCommit])
  return null
}

describe('RouteError (its view loads on demand)', () => {
  it('shows the view once its code is in, and from its first render once preloaded', async () => {
    const { RouteError, preload } = lazyRouteError(loadView)
    const before = vi.fn()
    const first = renderWithProviders(
      <>
        <RouteError error={refused} reset={() => {}} />
        <FirstCommit onCommit={before} />
      </>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Saldo insuficiente')
    // Not loaded yet, the boundary was empty at first.
    expect(before).toHaveBeenCalledWith(false)
    first.unmount()

    await preload()
    const after = vi.fn()
    renderWithProviders(
      <>
        <RouteError error={refused} reset={() => {}} />
        <FirstCommit onCommit={after} />
      </>,
    )
    await waitFor(() => expect(after).toHaveBeenCalled())
    expect(after).toHaveBeenCalledWith(true)
    expect(screen.getByRole('alert')).toHaveTextContent('Saldo insuficiente')
  })

  it("when the view's code cannot download, a plain card says the connection failed and keeps the page's retry", async () => {
    const load = vi.fn(chunkFailure)
    const { RouteError } = lazyRouteError(load)
    const reset = vi.fn()
    renderWithProviders(<RouteError error={refused} reset={reset} />)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('Erro de conexão. Verifique sua internet e tente novamente.')
    // Retried before giving up (src/shared/retry-import.ts).
    expect(load).toHaveBeenCalledTimes(3)
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(reset).toHaveBeenCalledOnce())
  })

  it('a failed download is not kept: the next failure view asks for the code again', async () => {
    let failures = 3
    const { RouteError } = lazyRouteError(() => (failures-- > 0 ? chunkFailure() : loadView()))
    const first = renderWithProviders(<RouteError error={refused} reset={() => {}} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro de conexão.')
    first.unmount()
    renderWithProviders(<RouteError error={refused} reset={() => {}} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Saldo insuficiente')
  })
})
