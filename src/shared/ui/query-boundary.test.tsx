import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ApiError } from '@/api/errors.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { LoadFailure } from './load-failure.tsx'
import { QueryBoundary } from './query-boundary.tsx'

function Section({ answers }: { answers: Array<'fail' | 'missing' | string> }) {
  const { data } = useSuspenseQuery({
    queryKey: ['section'],
    queryFn: async () => {
      const next = answers.shift()
      if (next === 'missing') throw new ApiError({ kind: 'http', endpointId: 'x', status: 405, routeMissing: true })
      if (next === undefined || next === 'fail') throw new Error('down')
      return next
    },
    retry: false,
  })
  return <p>{data}</p>
}

/** The section in a boundary whose failure view is a retry button. */
function retryBoundary(answers: Array<'fail' | 'missing' | string>) {
  return (
    <QueryBoundary
      pending={<p role="status">carregando</p>}
      failure={({ retry }) => (
        <button type="button" onClick={retry}>
          Tentar novamente
        </button>
      )}
    >
      <Section answers={answers} />
    </QueryBoundary>
  )
}

describe('QueryBoundary', () => {
  it('shows pending, then the failure, and a retry that asks again shows the data', async () => {
    const user = userEvent.setup()
    renderWithProviders(retryBoundary(['fail', 'dados']))
    expect(await screen.findByRole('status')).toHaveTextContent('carregando')
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('dados')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument()
  })

  it('keeps its failure view, and the focus on its retry, when the page around it renders again', async () => {
    const user = userEvent.setup()
    const answers = ['fail', 'dados']
    function Page() {
      const [count, setCount] = useState(0)
      return (
        <>
          <button type="button" onClick={() => setCount((value) => value + 1)}>
            renders {count}
          </button>
          {retryBoundary(answers)}
        </>
      )
    }
    renderWithProviders(<Page />)
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' })
    retry.focus()
    // A click without the pointer's focus change: the page renders again, the focus stays.
    fireEvent.click(screen.getByRole('button', { name: 'renders 0' }))
    expect(screen.getByRole('button', { name: 'renders 1' })).toBeInTheDocument()
    // The same button, still focused: the view was not built anew.
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBe(retry)
    expect(retry).toHaveFocus()
    await user.click(retry)
    expect(await screen.findByText('dados')).toBeInTheDocument()
  })
})

describe('QueryBoundary and LoadFailure when the backend lacks the call', () => {
  const boundary = (answers: string[]) => (
    <QueryBoundary
      pending={<p role="status">carregando</p>}
      failure={({ error, retry, unavailable }) => (
        <>
          <p>{unavailable ? 'sem rota' : 'falhou'}</p>
          <LoadFailure layout="section" message="Não carregou." error={error} onRetry={retry} />
        </>
      )}
    >
      <Section answers={answers} />
    </QueryBoundary>
  )

  it('tells the failure view, which says the section is not available yet; the retry stays and can show the data', async () => {
    const user = userEvent.setup()
    renderWithProviders(boundary(['missing', 'dados']))
    expect(await screen.findByText('sem rota')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Esta seção ainda não está disponível.')
    expect(screen.queryByText('Não carregou.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('dados')).toBeInTheDocument()
  })

  it('any other failure keeps the section’s own words, as an alert', async () => {
    renderWithProviders(boundary(['fail']))
    expect(await screen.findByText('falhou')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Não carregou.')
  })
})
