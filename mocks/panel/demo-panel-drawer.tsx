import '@mantine/core/styles/Divider.layer.css'
import { useId } from 'react'
import { Alert, Divider, Drawer, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePanelActionFailure } from './client.ts'
import { PANEL_SECTIONS, type PanelSection } from './sections.ts'
import classes from './demo-panel.module.css'

function Section({ section }: { section: PanelSection }) {
  const { i18n } = useLingui()
  const headingId = useId()
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {i18n._(section.title)}
      </Title>
      <section.Component />
    </Stack>
  )
}

/** The last panel action's failure, above the sections: a button that did nothing must say why. */
function ActionFailure() {
  const reason = usePanelActionFailure()
  if (reason === null) return null
  return (
    <Alert color="red" role="alert" p="xs">
      <Trans>O servidor simulado não respondeu: {reason}</Trans>
    </Alert>
  )
}

export interface DemoPanelDrawerProps {
  opened: boolean
  onClose: () => void
  sections?: readonly PanelSection[] | undefined
}

/**
 * The demo panel's drawer: the sections of panel/sections.ts, which talk to the mock over HTTP only. It mounts them
 * only while it is open, so a closed panel asks the mock nothing. Its own chunk, loaded when the panel is first
 * wanted (demo-panel.tsx).
 */
export function DemoPanelDrawer({ opened, onClose, sections = PANEL_SECTIONS }: DemoPanelDrawerProps) {
  const { t } = useLingui()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t`Painel de demonstração`}
      position="left"
      size="sm"
      zIndex={400}
      closeButtonProps={{ 'aria-label': t`Fechar` }}
      classNames={{ content: classes.panel }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          <Trans>
            Este é um app de demonstração: o servidor é simulado no seu navegador. Estes controles mudam como ele
            responde.
          </Trans>
        </Text>
        <ActionFailure />
        {sections.map((section, index) => (
          <Stack key={section.id} gap="lg">
            {index > 0 ? <Divider /> : null}
            <Section section={section} />
          </Stack>
        ))}
      </Stack>
    </Drawer>
  )
}
