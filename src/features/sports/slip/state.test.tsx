import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { slipEvent } from '@/testing/slip-fixtures.ts'
import { EMPTY_SLIP } from './rules/slip.ts'
import { acceptHigherOddsAtom, betId, SLIP_STORAGE_KEY, slipAtom, useIsPicked, usePick } from './state.ts'

const event = slipEvent(7)
const renders = new Map<string, number>()

function Button({ valueIndex }: { valueIndex: number }) {
  const id = betId(event.id, 0, valueIndex)
  const picked = useIsPicked(id)
  const pick = usePick()
  renders.set(id, (renders.get(id) ?? 0) + 1)
  return (
    <button type="button" aria-pressed={picked} onClick={() => pick({ event, marketIndex: 0, valueIndex })}>
      {id}
    </button>
  )
}

afterEach(() => {
  localStorage.clear()
  renders.clear()
})

describe('slip state', () => {
  it('betId is event-market-value', () => {
    expect(betId(12, 3, 1)).toBe('12-3-1')
  })

  it('re-renders only the odds button whose pick flipped, never the other buttons', async () => {
    const store = createStore()
    render(
      <Provider store={store}>
        <Button valueIndex={0} />
        <Button valueIndex={1} />
      </Provider>,
    )
    const [home, draw] = [screen.getByRole('button', { name: '7-0-0' }), screen.getByRole('button', { name: '7-0-1' })]
    expect(renders.get('7-0-0')).toBe(1)
    expect(renders.get('7-0-1')).toBe(1)

    await act(async () => home.click())
    expect(home).toHaveAttribute('aria-pressed', 'true')
    expect(renders.get('7-0-0')).toBe(2)
    expect(renders.get('7-0-1')).toBe(1)

    // The draw replaces the home pick (same market): both flip, both render once more.
    await act(async () => draw.click())
    expect(home).toHaveAttribute('aria-pressed', 'false')
    expect(draw).toHaveAttribute('aria-pressed', 'true')
    expect(renders.get('7-0-0')).toBe(3)
    expect(renders.get('7-0-1')).toBe(2)

    // A change of another event's pick or of a stake re-renders neither.
    await act(async () => store.set(slipAtom, (slip) => ({ ...slip, multipleStake: 2500 })))
    await act(async () => store.set(slipAtom, (slip) => ({ ...slip, entries: [...slip.entries] })))
    expect(renders.get('7-0-0')).toBe(3)
    expect(renders.get('7-0-1')).toBe(2)
  })

  it('keeps the slip across reloads (a new store reads it back)', () => {
    const first = createStore()
    first.set(slipAtom, (slip) => ({ ...slip, multipleStake: 5000 }))
    expect(localStorage.getItem(SLIP_STORAGE_KEY)).toContain('5000')
    expect(createStore().get(slipAtom).multipleStake).toBe(5000)
  })

  it('a malformed or stale stored slip reads as empty instead of breaking the page', () => {
    for (const raw of ['{not json', '42', '{"entries":[{"betId":1}],"mode":"multiple"}']) {
      localStorage.setItem(SLIP_STORAGE_KEY, raw)
      expect(createStore().get(slipAtom)).toEqual(EMPTY_SLIP)
    }
    localStorage.setItem('sportsAcceptHigherOdds', '"yes"')
    expect(createStore().get(acceptHigherOddsAtom)).toBe(false)
    localStorage.setItem('sportsAcceptHigherOdds', 'true')
    expect(createStore().get(acceptHigherOddsAtom)).toBe(true)
  })
})
