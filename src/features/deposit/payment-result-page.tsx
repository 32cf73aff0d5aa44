import type { ReactNode } from 'react'
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { IconAlert } from '@/shared/ui/icons/alert.tsx'
import { IconCheck } from '@/shared/ui/icons/check.tsx'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { Page } from '@/shared/ui/page.tsx'

/** The card-payment return pages (stripeSuccess, stripeCancel): a message and a button back to /. */
export function PaymentResult({ ok, title, text }: { ok: boolean; title: ReactNode; text: ReactNode }) {
  return (
    <Page title={title}>
      <Paper withBorder radius="lg" p="xl" maw={520}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color={ok ? 'green' : 'red'} variant="light" aria-hidden="true">
            {ok ? <IconCheck size={30} /> : <IconAlert size={28} />}
          </ThemeIcon>
          <Text c="dimmed">{text}</Text>
          <LinkButton to="/{-$action}" params={{ action: undefined }}>
            <Trans>Voltar para o início</Trans>
          </LinkButton>
        </Stack>
      </Paper>
    </Page>
  )
}

/** stripeSuccess: the card payment went through. */
export function StripeSuccessPage() {
  return (
    <PaymentResult
      ok
      title={<Trans>Pagamento realizado com sucesso</Trans>}
      text={<Trans>Seu pagamento foi confirmado. O saldo aparece na sua carteira em instantes.</Trans>}
    />
  )
}

/** stripeCancel: the player left the card payment. */
export function StripeCancelPage() {
  return (
    <PaymentResult
      ok={false}
      title={<Trans>Transação cancelada</Trans>}
      text={<Trans>O pagamento não foi concluído e nada foi cobrado.</Trans>}
    />
  )
}
