import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSuspenseQuery } from '@tanstack/react-query'
import { renderWithProviders } from '@/testing/render.tsx'
import { QueryBoundary } from './query-boundary.tsx'

function Section({ answers }: { answers: Array<'fail' | string> }) {
  const { data } = useSuspenseQuery({
    queryKey: ['section'],
    queryFn: async () => {
      const next = answers.shift()
      if (next === undefined || next === 'fail') throw new Error('down')
      return next
    },
    retry: false,
  })
  return <p>{data}</p>
}

describe('QueryBoundary', () => {
  it('shows pending, then the failure, and a retry that asks again shows the data', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <QueryBoundary
        pending={<p role="status">carregando</p>}
        failure={({ retry }) => (
          <button type="button" onClick={retry}>
            Tentar novamente
          </button>
        )}
      >
        <Section answers={['fail', 'dados']} />
      </QueryBoundary>,
    )
    expect(await screen.findByRole('status')).toHaveTextContent('carregando')
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('dados')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument()
  })
})
