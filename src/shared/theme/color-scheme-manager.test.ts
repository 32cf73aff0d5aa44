import { describe, expect, it, vi } from 'vitest'
import { COLOR_THEME_KEY, colorThemeManager, toColorTheme, toMantineScheme } from './color-scheme-manager.ts'

describe('color theme manager (localStorage `color-theme`)', () => {
  it('stores the spec words: light, dark, system (Mantine says auto)', () => {
    const manager = colorThemeManager()
    manager.set('dark')
    expect(localStorage.getItem(COLOR_THEME_KEY)).toBe('dark')
    manager.set('auto')
    expect(localStorage.getItem(COLOR_THEME_KEY)).toBe('system')
    manager.set('light')
    expect(localStorage.getItem(COLOR_THEME_KEY)).toBe('light')
  })

  it('reads them back as Mantine schemes, and falls back on junk or nothing', () => {
    const manager = colorThemeManager()
    expect(manager.get('auto')).toBe('auto')
    localStorage.setItem(COLOR_THEME_KEY, 'system')
    expect(manager.get('light')).toBe('auto')
    localStorage.setItem(COLOR_THEME_KEY, 'dark')
    expect(manager.get('light')).toBe('dark')
    localStorage.setItem(COLOR_THEME_KEY, 'purple')
    expect(manager.get('light')).toBe('light')
  })

  it('follows a change made in another tab', () => {
    const manager = colorThemeManager()
    const onUpdate = vi.fn()
    manager.subscribe(onUpdate)
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_THEME_KEY, newValue: 'system' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'dark' }))
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_THEME_KEY, newValue: 'nonsense' }))
    expect(onUpdate.mock.calls).toEqual([['auto']])
    manager.unsubscribe()
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_THEME_KEY, newValue: 'dark' }))
    expect(onUpdate).toHaveBeenCalledTimes(1)
  })

  it('clear removes the stored value', () => {
    const manager = colorThemeManager()
    manager.set('dark')
    manager.clear()
    expect(localStorage.getItem(COLOR_THEME_KEY)).toBeNull()
  })

  it('maps both ways', () => {
    expect(toColorTheme('auto')).toBe('system')
    expect(toMantineScheme('system')).toBe('auto')
    expect(toMantineScheme(null)).toBeNull()
  })
})
