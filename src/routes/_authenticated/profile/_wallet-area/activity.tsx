import { createFileRoute } from '@tanstack/react-router'
import { Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

// Route reserved for the player-protection work in progress; its page replaces this component.
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/activity')({
  component: () => (
    <Title order={1}>
      <Trans>Extrato de atividade</Trans>
    </Title>
  ),
})
