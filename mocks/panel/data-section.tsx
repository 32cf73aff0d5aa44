import { useState } from 'react'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { panelCall, usePanelRead } from './client.ts'

export function DataSection() {
  const queryClient = useQueryClient()
  const [restored, setRestored] = useState(false)
  // Read again while the panel is open: shows when a save fails or works again.
  const storageFull = usePanelRead('data.get').data?.storageFull ?? false

  const [reason, setReason] = useState<string | null>(null)

  const restore = async () => {
    setReason(null)
    try {
      await panelCall('data.reset')
    } catch (cause) {
      setReason(cause instanceof Error ? cause.message : String(cause))
      return
    }
    // Everything on screen came from the old data: refetch it all, not just what is stale.
    await queryClient.resetQueries()
    setRestored(true)
  }

  return (
    <Stack gap="xs">
      {storageFull ? (
        <Alert color="orange" role="alert" p="xs">
          <Trans>
            O armazenamento do navegador está cheio: as mudanças nos dados simulados não estão sendo salvas e se perdem
            ao recarregar a página. Libere espaço do site ou restaure os dados iniciais.
          </Trans>
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        <Trans>
          Volta o banco de dados simulado ao estado inicial: configurações, categorias, jogadores e sessões. Quem
          estiver conectado sai da conta.
        </Trans>
      </Text>
      <Button variant="light" color="red" onClick={() => void restore()}>
        <Trans>Restaurar dados iniciais</Trans>
      </Button>
      {reason !== null ? (
        <Alert color="red" role="alert" p="xs">
          <Trans>O servidor simulado não respondeu: {reason}</Trans>
        </Alert>
      ) : null}
      <Text size="sm" role="status">
        {restored ? <Trans>Dados restaurados.</Trans> : null}
      </Text>
    </Stack>
  )
}
