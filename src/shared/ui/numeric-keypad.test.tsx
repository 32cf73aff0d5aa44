import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderInProviders } from '@/testing/render.tsx'
import { isKeypadKey, KEYPAD_LAYOUT, keyboardToKeypad, NumericKeypad } from './numeric-keypad.tsx'

describe('numeric keypad', () => {
  it('has 1-9, 00, 0 and backspace', () => {
    expect(KEYPAD_LAYOUT).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', 'backspace'])
    expect(isKeypadKey('00')).toBe(true)
    expect(isKeypadKey(',')).toBe(false)
  })

  it('reads digits, Backspace and Delete from the physical keyboard', () => {
    expect(keyboardToKeypad('7')).toBe('7')
    expect(keyboardToKeypad('Backspace')).toBe('backspace')
    expect(keyboardToKeypad('Delete')).toBe('backspace')
    expect(keyboardToKeypad('a')).toBeNull()
    expect(keyboardToKeypad(',')).toBeNull()
  })

  it('hands each press to its form, backspace named Apagar; disabled presses nothing', async () => {
    const onKey = vi.fn()
    const view = renderInProviders(<NumericKeypad onKey={onKey} />)
    const keypad = within(screen.getByRole('group', { name: 'Teclado numérico' }))
    expect(keypad.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '00',
      '0',
      'Apagar',
    ])
    await userEvent.click(keypad.getByRole('button', { name: '00' }))
    await userEvent.click(keypad.getByRole('button', { name: 'Apagar' }))
    expect(onKey.mock.calls).toEqual([['00'], ['backspace']])
    view.unmount()
    renderInProviders(<NumericKeypad onKey={onKey} disabled />)
    await userEvent.click(screen.getByRole('button', { name: '5' }))
    expect(screen.getByRole('button', { name: '5' })).toBeDisabled()
    expect(onKey).toHaveBeenCalledTimes(2)
  })
})
