import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core'

/** localStorage key and values the spec names: `color-theme` = light | dark | system. */
export const COLOR_THEME_KEY = 'color-theme'
export type ColorTheme = 'light' | 'dark' | 'system'

export function toColorTheme(scheme: MantineColorScheme): ColorTheme {
  return scheme === 'auto' ? 'system' : scheme
}

export function toMantineScheme(theme: string | null | undefined): MantineColorScheme | null {
  if (theme === 'system') return 'auto'
  if (theme === 'light' || theme === 'dark') return theme
  return null
}

/**
 * Mantine keeps its choice through a manager; this one stores it under the spec's key and words
 * (`system` where Mantine says `auto`) and follows changes made in other tabs.
 */
export function colorThemeManager(key: string = COLOR_THEME_KEY): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined
  return {
    get: (defaultValue) => {
      try {
        return toMantineScheme(localStorage.getItem(key)) ?? defaultValue
      } catch {
        return defaultValue
      }
    },
    set: (value) => {
      try {
        localStorage.setItem(key, toColorTheme(value))
      } catch {
        // Unavailable storage: the theme still applies for this visit.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.key !== key) return
        const scheme = toMantineScheme(event.newValue)
        if (scheme) onUpdate(scheme)
      }
      window.addEventListener('storage', onStorage)
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage)
    },
    clear: () => {
      try {
        localStorage.removeItem(key)
      } catch {
        // Nothing to clear.
      }
    },
  }
}
