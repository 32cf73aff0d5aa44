import type { ComponentPropsWithRef } from 'react'
import { ActionIcon, useMantineColorScheme } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { toColorTheme, type ColorTheme } from '@/shared/theme/color-scheme-manager.ts'
import { IconDeviceDesktop } from '@/shared/ui/icons/device-desktop.tsx'
import { IconMoon } from '@/shared/ui/icons/moon.tsx'
import { IconSun } from '@/shared/ui/icons/sun.tsx'
import { MenuRowButton } from './menu-row-button.tsx'

export const THEME_ICONS: Record<ColorTheme, typeof IconSun> = {
  light: IconSun,
  dark: IconMoon,
  system: IconDeviceDesktop,
}

export function useThemeNames(): Record<ColorTheme, string> {
  const { t } = useLingui()
  return { light: t`Claro`, dark: t`Escuro`, system: t`Sistema` }
}

export type ThemeButtonProps = ComponentPropsWithRef<'button'> & { withLabel?: boolean }

/** The menu's target: names the current theme; Menu.Target adds its handlers and ref through the props. */
export function ThemeButton({ withLabel = false, ...props }: ThemeButtonProps) {
  const { t } = useLingui()
  const { colorScheme } = useMantineColorScheme()
  const current = toColorTheme(colorScheme)
  const CurrentIcon = THEME_ICONS[current]
  const theme = useThemeNames()[current]
  if (withLabel) {
    return (
      <MenuRowButton icon={<CurrentIcon size={20} />} {...props}>
        <Trans>Tema: {theme}</Trans>
      </MenuRowButton>
    )
  }
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Tema: ${theme}`} {...props}>
      <CurrentIcon size={20} />
    </ActionIcon>
  )
}
