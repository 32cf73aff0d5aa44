import { atom, createStore, useAtomValue } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { renderInProviders } from '@/testing/render.tsx'
import { footballEventFixture } from '@/testing/sports-fixtures.ts'
import { EventStatus } from './event-status.tsx'
import { ODDS_CHANGE_MS, OddsButton, type OddsButtonProps } from './odds-button.tsx'

type Props = Pick<OddsButtonProps, 'label' | 'odd' | 'selected'>
const propsAtom = atom<Props>({ label: '1', odd: null, selected: false })

/** The button with props a test changes in place (through the store), inside the same providers. */
function Harness() {
  return <OddsButton onPick={noop} {...useAtomValue(propsAtom)} />
}
const noop = () => {}

function renderButton(props: Props) {
  const store = createStore()
  store.set(propsAtom, props)
  renderInProviders(<Harness />, { store })
  return (patch: Partial<Props>) => act(() => store.set(propsAtom, (now) => ({ ...now, ...patch })))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('OddsButton', () => {
  it('shows a move up or down with an arrow and words for two seconds', () => {
    vi.useFakeTimers()
    const set = renderButton({ label: '1', odd: 1.85, selected: false })
    const button = screen.getByRole('button', { name: '1 1,85' })
    expect(button).not.toHaveAttribute('data-direction')

    void set({ odd: 2 })
    expect(button).toHaveAccessibleName('1 2,00 (subiu)')
    expect(button).toHaveAttribute('data-direction', 'up')
    expect(button.querySelector('svg')).not.toBeNull()

    void act(() => vi.advanceTimersByTime(ODDS_CHANGE_MS - 1))
    void set({ odd: 1.5 })
    expect(button).toHaveAccessibleName('1 1,50 (caiu)')
    // The second move restarts the two seconds.
    void act(() => vi.advanceTimersByTime(ODDS_CHANGE_MS - 1))
    expect(button).toHaveAttribute('data-direction', 'down')
    void act(() => vi.advanceTimersByTime(1))
    expect(button).toHaveAccessibleName('1 1,50')
    expect(button.querySelector('svg')).toBeNull()
  })

  it('is pressed while picked, and disabled with a padlock while suspended (no odd)', () => {
    const set = renderButton({ label: 'X', odd: 3.4, selected: true })
    const button = screen.getByRole('button', { name: 'X 3,40' })
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).toBeEnabled()
    void set({ odd: null, selected: false })
    expect(button).toHaveAccessibleName('X Suspenso')
    expect(button).toBeDisabled()
    expect(button.querySelector('svg')).not.toBeNull()
    expect(button).not.toHaveTextContent(/\d/)
  })
})

describe('EventStatus', () => {
  // Tuesday 24 November 2026, 10:00 in São Paulo.
  const now = Date.parse('2026-11-24T13:00:00Z')
  it.each([
    ['2026-11-24T19:00:00Z', 'Hoje às 16:00'],
    ['2026-11-25T19:00:00Z', 'Amanhã às 16:00'],
    ['2026-11-26T19:00:00Z', 'Na quinta às 16:00'],
    ['2026-11-28T22:30:00Z', 'No sábado às 19:30'],
    ['2026-12-10T19:00:00Z', '10/12/2026 às 16:00'],
  ])('kick-off %s reads %s', (date, text) => {
    renderInProviders(<EventStatus event={footballEventFixture({ date })} now={now} />)
    expect(screen.getByText(text)).toHaveAttribute('datetime', date)
  })

  it('in English', () => {
    renderInProviders(<EventStatus event={footballEventFixture({ date: '2026-11-26T19:00:00Z' })} now={now} />, {
      locale: 'en',
    })
    expect(screen.getByText('On Thursday at 16:00')).toBeInTheDocument()
  })
})
