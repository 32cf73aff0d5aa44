import '@mantine/core/styles/Switch.layer.css'
import { Stack, Switch, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { PanelRead } from '../panel/panel-read.tsx'

/** The casino catalogue: what it holds, and the switch that breaks a few images on purpose. */
export function CatalogueSection() {
  const { t, i18n } = useLingui()
  const read = usePanelRead('catalogue.get')
  const setBroken = usePanelAction('catalogue.broken-images')

  return (
    <PanelRead read={read}>
      {(summary) => {
        const count = new Intl.NumberFormat(i18n.locale).format(summary.games)
        const studios = summary.providers
        const ms = Math.round(summary.buildMs)
        const every = summary.brokenEvery
        return (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>
                {count} jogos de {studios} provedores, gerados no navegador a partir de uma semente fixa (em {ms} ms).
              </Trans>
            </Text>
            <Switch
              // While a change is on its way the switch shows it already.
              checked={setBroken.isPending ? setBroken.variables[0] : summary.broken}
              onChange={(event) => setBroken.mutate([event.currentTarget.checked])}
              label={t`Imagens quebradas`}
              description={t`Uma capa de jogo a cada ${every} e um banner do carrossel respondem 404, para mostrar as imagens substitutas do app. Vale para as imagens carregadas depois da mudança.`}
            />
          </Stack>
        )
      }}
    </PanelRead>
  )
}
