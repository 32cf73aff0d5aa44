import { Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { Page } from '@/shared/ui/page.tsx'

/** Any address the route table does not know. */
export function NotFound() {
  return (
    <Page title={<Trans>Página não encontrada</Trans>}>
      <Text c="dimmed">
        <Trans>O endereço que você abriu não existe ou foi movido.</Trans>
      </Text>
      <div>
        <LinkButton to="/{-$action}" params={{ action: undefined }}>
          <Trans>Voltar para o início</Trans>
        </LinkButton>
      </div>
    </Page>
  )
}
