import { Anchor, Button, Paper, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { PanelRead } from '../panel/panel-read.tsx'

/**
 * The e-mails the mock "sent" (password resets), each with its link, so the forgot/reset flow can be
 * finished in the demo. The link is a real anchor: opening it is a full page load, as from a mail client.
 */
export function MailboxSection() {
  const { t, i18n } = useLingui()
  const read = usePanelRead('mailbox.list')
  const clear = usePanelAction('mailbox.clear')
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })

  return (
    <PanelRead read={read}>
      {(messages) =>
        messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Nenhuma mensagem. Peça uma nova senha em “Esqueceu a senha?” e o e-mail aparece aqui.</Trans>
          </Text>
        ) : (
          <Stack gap="xs">
            <Stack
              component="ul"
              gap="xs"
              m={0}
              p={0}
              aria-label={t`Mensagens recebidas`}
              style={{ listStyle: 'none' }}
            >
              {messages.map((mail) => {
                const to = mail.to
                const sentAt = dateTime.format(new Date(mail.created_at))
                return (
                  <Paper component="li" key={mail.id} withBorder p="xs" radius="sm">
                    <Text size="sm" fw={600}>
                      {mail.subject}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Trans>
                        Para {to} · {sentAt}
                      </Trans>
                    </Text>
                    <Text size="xs" mt={4} style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
                      {mail.body}
                    </Text>
                    {mail.link ? (
                      <Anchor href={mail.link} size="sm" fw={600}>
                        <Trans>Abrir o link do e-mail</Trans>
                      </Anchor>
                    ) : null}
                  </Paper>
                )
              })}
            </Stack>
            <Button variant="subtle" color="gray" size="xs" onClick={() => clear.mutate([])}>
              <Trans>Esvaziar a caixa de entrada</Trans>
            </Button>
          </Stack>
        )
      }
    </PanelRead>
  )
}
