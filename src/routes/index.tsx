import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

export const Route = createFileRoute('/')({
  component: () => (
    <p>
      <Trans>Jogue com responsabilidade. Jogo para maiores de 18 anos.</Trans>
    </p>
  ),
})
