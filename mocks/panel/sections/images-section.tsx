import '@mantine/core/styles/Switch.layer.css'
import { useSyncExternalStore } from 'react'
import { Stack, Switch, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { BROKEN_COVER_EVERY, brokenImages } from '../../catalogue/broken-images.ts'
import { catalogue, catalogueBuildMs } from '../../catalogue/catalogue.ts'

/** The casino catalogue: what it holds, and the switch that breaks a few images on purpose. */
export function CatalogueSection() {
  const { t, i18n } = useLingui()
  const broken = useSyncExternalStore(brokenImages.subscribe, brokenImages.get)
  const { games, providers } = catalogue()
  const count = new Intl.NumberFormat(i18n.locale).format(games.length)
  const studios = providers.length
  const ms = Math.round(catalogueBuildMs())
  const every = BROKEN_COVER_EVERY

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>
          {count} jogos de {studios} provedores, gerados no navegador a partir de uma semente fixa (em {ms} ms).
        </Trans>
      </Text>
      <Switch
        checked={broken}
        onChange={(event) => brokenImages.set(event.currentTarget.checked)}
        label={t`Imagens quebradas`}
        description={t`Uma capa de jogo a cada ${every} e um banner do carrossel respondem 404, para mostrar as imagens substitutas do app. Vale para as imagens carregadas depois da mudança.`}
      />
    </Stack>
  )
}
