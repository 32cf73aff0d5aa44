import '@mantine/core/styles/Affix.layer.css'
import '@mantine/core/styles/Divider.layer.css'
import { useId } from 'react'
import { ActionIcon, Affix, Alert, Divider, Drawer, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePanelActionFailure } from './client.ts'
import { PANEL_SECTIONS, type PanelSection } from './sections.ts'
import classes from './demo-panel.module.css'

/** Sliders: the panel tunes how the simulated backend behaves. */
function PanelIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  )
}

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

/**
 * The mock backend's controls, present only when mocking is on (mocks/browser.ts hands it to the app): the sections of
 * panel/sections.ts, which talk to the mock over HTTP only. The drawer mounts them only while it is open, so a closed
 * panel asks the mock nothing.
 * Sits under the cookie notice (z-index 170 < 180) so it never hides the notice's button.
 */
export function DemoPanel({ sections = PANEL_SECTIONS }: { sections?: readonly PanelSection[] }) {
  const { t } = useLingui()
  const [opened, { open, close }] = useDisclosure(false)

  return (
    <>
      <Affix position={{ bottom: 12, left: 12 }} zIndex={170}>
        <ActionIcon
          size={44}
          radius="xl"
          variant="filled"
          color="dark"
          aria-label={t`Painel de demonstração`}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={open}
        >
          <PanelIcon />
        </ActionIcon>
      </Affix>
      <Drawer
        opened={opened}
        onClose={close}
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
    </>
  )
}
