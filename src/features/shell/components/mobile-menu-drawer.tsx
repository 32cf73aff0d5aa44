import { Drawer } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { mobileMenuOpenAtom } from '../state.ts'
import { LanguageButton } from './language-button.tsx'
import { SideMenu } from './side-menu.tsx'
import { ThemeMenu } from './theme-menu.tsx'

/** The side menu on phones, in a drawer (loaded on first open). Language and theme live here too. */
export function MobileMenuDrawer() {
  const { t } = useLingui()
  const [opened, setOpened] = useAtom(mobileMenuOpenAtom)
  const close = () => setOpened(false)
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="left"
      size={288}
      title={t`Menu`}
      padding="xs"
      closeButtonProps={{ 'aria-label': t`Fechar` }}
    >
      <SideMenu
        onNavigate={close}
        footer={
          <>
            <LanguageButton withLabel />
            <ThemeMenu withLabel />
          </>
        }
      />
    </Drawer>
  )
}
