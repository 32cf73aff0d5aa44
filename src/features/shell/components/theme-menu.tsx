import { lazy, Suspense, useState } from 'react'
import { ThemeButton } from './theme-button.tsx'

// Mantine's Menu brings Popover and floating-ui (about 30 KB gzip): it loads on the first use.
const loadDropdown = () => import('./theme-menu-dropdown.tsx')
const ThemeMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.ThemeMenuDropdown })))

/**
 * Light, dark or system. Mantine's color scheme manager (src/shared/theme) keeps the choice in
 * localStorage `color-theme`. Until first used, only the button is on the page.
 */
export function ThemeMenu({ withLabel = false }: { withLabel?: boolean }) {
  const [activated, setActivated] = useState(false)
  if (!activated) {
    return (
      <ThemeButton
        withLabel={withLabel}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setActivated(true)}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
      />
    )
  }
  return (
    <Suspense fallback={<ThemeButton withLabel={withLabel} aria-haspopup="menu" aria-expanded={false} />}>
      <ThemeMenuDropdown withLabel={withLabel} />
    </Suspense>
  )
}
