import { Trans } from '@lingui/react/macro'
import { Alert, Button, Group, Text } from '@mantine/core'

/**
 * What the demo shows when its mock backend's service worker did not start (mocks/browser.ts): without it every call
 * fails, so the page says why, once, on top of whatever the app managed to draw, with a reload (a worker that failed
 * to install is tried again on the next load).
 */
export function MockWorkerFailure({ reload = () => location.reload() }: { reload?: () => void }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="filled"
      title={<Trans>O servidor de demonstração não iniciou</Trans>}
      style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 1000, maxWidth: 480, marginInline: 'auto' }}
    >
      <Group justify="space-between" wrap="nowrap" align="center">
        <Text size="sm">
          <Trans>Esta demonstração responde às chamadas dentro do navegador, e isso falhou. Recarregue a página.</Trans>
        </Text>
        <Button variant="white" color="red" onClick={reload}>
          <Trans>Recarregar</Trans>
        </Button>
      </Group>
    </Alert>
  )
}
