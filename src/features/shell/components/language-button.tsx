import { ActionIcon, Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { isAppLocale, LOCALE_NAMES } from '@/shared/i18n/locales.ts'
import { LOCALE_FLAGS } from '@/shared/ui/flags.tsx'
import { languageDrawerOpenAtom } from '../state.ts'

/** Opens the language drawer; shows the current language's flag. */
export function LanguageButton({ withLabel = false }: { withLabel?: boolean }) {
  const { t, i18n } = useLingui()
  const open = useSetAtom(languageDrawerOpenAtom)
  const locale = isAppLocale(i18n.locale) ? i18n.locale : 'pt-BR'
  const Flag = LOCALE_FLAGS[locale]
  const language = LOCALE_NAMES[locale]
  if (withLabel) {
    return (
      <Button
        variant="subtle"
        color="gray"
        justify="flex-start"
        h="auto"
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
        leftSection={<Flag size={22} />}
        onClick={() => open(true)}
      >
        <Trans>Idioma: {language}</Trans>
      </Button>
    )
  }
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => open(true)}
      aria-label={t`Idioma: ${language}`}
    >
      <Flag size={22} />
    </ActionIcon>
  )
}
