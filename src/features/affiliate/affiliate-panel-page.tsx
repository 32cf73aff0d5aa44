import { Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { Page } from '@/shared/ui/page.tsx'

/**
 * The advanced affiliate panel is a separate application the operator's backend serves at this
 * address; behind a real backend the server answers
 * /affiliate/login before this app does. The demo has no such panel, so the page says so.
 */
export function AffiliatePanelPage() {
  return (
    <Page title={<Trans>Painel avançado de afiliados</Trans>}>
      <Text maw={640}>
        <Trans>
          O painel avançado de afiliados é um sistema à parte, mantido pelo operador do site, com relatórios detalhados
          das suas indicações. Ele não faz parte desta demonstração.
        </Trans>
      </Text>
      <Text maw={640} c="dimmed">
        <Trans>Seu código, seu link de indicação e seus ganhos estão no programa de afiliados da sua conta.</Trans>
      </Text>
      <div>
        <LinkButton to="/profile/affiliate">
          <Trans>Ir para o programa de afiliados</Trans>
        </LinkButton>
      </div>
    </Page>
  )
}
