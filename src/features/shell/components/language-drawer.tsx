import { Drawer, Group, Radio, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { LOCALES, LOCALE_NAMES, isAppLocale } from '@/shared/i18n/locales.ts'
import { LOCALE_FLAGS } from '@/shared/ui/flags.tsx'
import { languageDrawerOpenAtom } from '../state.ts'
import { useChangeLanguage } from '../use-change-language.ts'
import classes from './language-drawer.module.css'

/** Flag radios for Português (Brasil), English and Español (loaded on first open). */
export function LanguageDrawer() {
  const { t, i18n } = useLingui()
  const [opened, setOpened] = useAtom(languageDrawerOpenAtom)
  const changeLanguage = useChangeLanguage()
  return (
    <Drawer
      opened={opened}
      onClose={() => setOpened(false)}
      position="right"
      size={320}
      title={t`Idioma`}
      closeButtonProps={{ 'aria-label': t`Fechar` }}
    >
      <Radio.Group
        value={i18n.locale}
        onChange={(value) => {
          if (isAppLocale(value)) void changeLanguage(value)
        }}
        label={t`Escolha o idioma`}
      >
        <Stack gap="xs" mt="sm">
          {LOCALES.map((locale) => {
            const Flag = LOCALE_FLAGS[locale]
            return (
              <Radio.Card key={locale} value={locale} className={classes.card} radius="md">
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Flag size={28} />
                  <span lang={locale} className={classes.name}>
                    {LOCALE_NAMES[locale]}
                  </span>
                </Group>
              </Radio.Card>
            )
          })}
        </Stack>
      </Radio.Group>
    </Drawer>
  )
}
