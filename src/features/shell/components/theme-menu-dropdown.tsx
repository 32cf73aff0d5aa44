import { Menu, useMantineColorScheme } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { toColorTheme, toMantineScheme, type ColorTheme } from '@/shared/theme/color-scheme-manager.ts'
import { useReturnFocus } from '../use-return-focus.ts'
import { THEME_ICONS, ThemeButton, useThemeNames } from './theme-button.tsx'

/** The theme menu itself, loaded on first use and mounted open (the player just clicked its button). */
export function ThemeMenuDropdown({ withLabel = false }: { withLabel?: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const names = useThemeNames()
  const { targetRef, returnFocus } = useReturnFocus<HTMLButtonElement>()
  return (
    <Menu
      defaultOpened
      position="bottom-end"
      shadow="md"
      width={180}
      // Mantine's focus placeholder is a presentational node with tabindex inside role=menu (an axe error).
      withInitialFocusPlaceholder={false}
      onClose={returnFocus}
    >
      <Menu.Target>
        <ThemeButton withLabel={withLabel} ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Tema</Trans>
        </Menu.Label>
        <Menu.RadioGroup
          value={toColorTheme(colorScheme)}
          onChange={(value) => {
            const scheme = toMantineScheme(value)
            if (scheme) setColorScheme(scheme)
          }}
        >
          {(Object.keys(THEME_ICONS) as ColorTheme[]).map((option) => {
            const Icon = THEME_ICONS[option]
            return (
              <Menu.RadioItem key={option} value={option} rightSection={<Icon size={16} />} closeMenuOnClick>
                {names[option]}
              </Menu.RadioItem>
            )
          })}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  )
}
