import { Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { resolveBaseUrl } from '@/api/client.ts'
import { realtimeUrl } from '@/api/broadcasting.ts'
import { runtimeConfig, runtimeConfigSource } from '@/api/runtime-config.ts'

/**
 * Which backend the running app talks to, and where that was said: the same facts as the boot's console line
 * (src/api/runtime-config.ts). In the demo the mock answers at these addresses inside the browser; the mock-off build
 * has no panel, and says it on the console.
 */
export function BackendSection() {
  const { t } = useLingui()
  const config = runtimeConfig()
  const source = runtimeConfigSource() === 'config.json' ? 'config.json' : t`padrões da compilação`
  const rows = [
    { label: t`API`, value: resolveBaseUrl(config.apiBaseUrl) },
    { label: t`Tempo real`, value: realtimeUrl() },
    { label: t`Configuração lida de`, value: source },
  ]
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>
          Os endereços com que o app fala. Nesta demonstração o servidor simulado responde neles, dentro do navegador;
          numa instalação eles vêm do config.json ao lado do index.html.
        </Trans>
      </Text>
      <Stack component="dl" gap={4} m={0}>
        {rows.map((row) => (
          <Stack key={row.label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" size="sm" ff="monospace" m={0} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}
