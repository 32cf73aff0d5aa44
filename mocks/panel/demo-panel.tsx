import { useState, type ComponentType } from 'react'
import { ActionIcon, Alert, Stack } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DemoPanelDrawerProps } from './demo-panel-drawer.tsx'
import type { PanelSection } from './sections.ts'
import classes from './demo-panel-button.module.css'

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

export type PanelDrawer = ComponentType<DemoPanelDrawerProps>

let drawerChunk: Promise<PanelDrawer> | undefined

/**
 * The drawer's chunk (its sections, their forms and the Drawer), asked for once and kept; a failed download is
 * forgotten, so the next press asks again.
 */
export function loadDrawer(): Promise<PanelDrawer> {
  drawerChunk ??= import('./demo-panel-drawer.tsx').then(
    (module) => module.DemoPanelDrawer,
    (error: unknown) => {
      drawerChunk = undefined
      throw error
    },
  )
  return drawerChunk
}

/**
 * The mock backend's controls, present only when mocking is on (mocks/browser.ts hands it to the app): a floating
 * button, and the drawer it opens (demo-panel-drawer.tsx). The button is all the page gets at first: the drawer's code
 * (every section with its forms) downloads when a pointer or the focus reaches the button, or at the press, and no
 * sooner; evaluated on every demo page, it was the demo's largest cost beyond the mock-off build's in the first ten
 * seconds (docs/performance.md). Sits under the cookie notice (z-index 170 < 180) so it never hides the notice's
 * button.
 */
export function DemoPanel({
  sections,
  load = loadDrawer,
}: {
  sections?: readonly PanelSection[]
  /** How the drawer's chunk is fetched (tests stand in a failing download). */
  load?: () => Promise<PanelDrawer>
}) {
  const { t } = useLingui()
  const [Drawer, setDrawer] = useState<PanelDrawer | null>(null)
  const [wanted, setWanted] = useState(false)
  const [opened, setOpened] = useState(false)
  const [failed, setFailed] = useState(false)

  const open = () => {
    setFailed(false)
    if (Drawer) {
      setOpened(true)
      return
    }
    setWanted(true)
    load().then(
      (loaded) => {
        setDrawer(() => loaded)
        // Mounted closed first and opened a frame later, so its first opening slides in like every later one.
        requestAnimationFrame(() => {
          setWanted(false)
          setOpened(true)
        })
      },
      () => {
        setWanted(false)
        setFailed(true)
      },
    )
  }
  const prefetch = () => {
    load().catch(() => undefined)
  }

  return (
    <>
      {/* In the page's corner like Mantine's Affix, but with an unlayered stylesheet of its own: a layered one arriving
          after the first paint lays the whole page out again (src/app/styles.ts). */}
      <Stack gap="xs" align="flex-start" className={classes.corner}>
        {failed ? (
          <Alert color="red" role="alert" p="xs" maw={280}>
            <Trans>O painel de demonstração não carregou. Toque no botão para tentar de novo.</Trans>
          </Alert>
        ) : null}
        <ActionIcon
          size={44}
          radius="xl"
          variant="filled"
          color="dark"
          aria-label={t`Painel de demonstração`}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-busy={wanted || undefined}
          onClick={open}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <PanelIcon />
        </ActionIcon>
      </Stack>
      {Drawer ? <Drawer opened={opened} onClose={() => setOpened(false)} sections={sections} /> : null}
    </>
  )
}
