import { ActionIcon } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { isAppLocale, LOCALE_NAMES } from '@/shared/i18n/locales.ts'
import { LOCALE_FLAGS } from '@/shared/ui/flags.tsx'
import { languageDrawerOpenAtom } from '../state.ts'
import { MenuRowButton } from './menu-row-button.tsx'

/** Opens the language drawer; shows the current language's flag. */
export function LanguageButton({ withLabel = false }: { withLabel?: boolean }) {
  const { t, i18n } = useLingui()
  const open = useSetAtom(languageDrawerOpenAtom)
  const locale = isAppLocale(i18n.locale) ? i18n.locale : 'pt-BR'
  const Flag = LOCALE_FLAGS[locale]
  const language = LOCALE_NAMES[locale]
  if (withLabel) {
    return (
      <MenuRowButton icon={<Flag size={22} />} onClick={() => open(true)}>
        <Trans>Idioma: {language}</Trans>
      </MenuRowButton>
    )
  }
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => open(true)} aria-label={t`Idioma: ${language}`}>
      <Flag size={22} />
    </ActionIcon>
  )
}
