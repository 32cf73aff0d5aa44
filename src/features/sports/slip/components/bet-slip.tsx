import '@mantine/core/styles/Badge.layer.css'
import { useId } from 'react'
import { Badge, Drawer, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue } from 'jotai'
import { useWindowMediaQuery } from '@/shared/hooks/use-window-media-query.ts'
import { IconChevronDown } from '@/shared/ui/icons/chevron-down.tsx'
import { SlipBody } from './slip-body.tsx'
import { slipCollapsedAtom, slipCountAtom, slipSheetOpenAtom } from '../state.ts'
import classes from './bet-slip.module.css'

/** The sports layout's right column starts here; below it the slip is a bottom sheet. */
export const DESKTOP_QUERY = '(min-width: 64em)'

/**
 * The bet slip ("boletim de apostas"): a collapsible panel on desktop, a bottom sheet with a count badge on phones.
 * The sports layout mounts it once; it picks its own form.
 */
export function BetSlip() {
  const desktop = useWindowMediaQuery(DESKTOP_QUERY)
  return desktop ? <BetSlipPanel /> : <BetSlipSheet />
}

/** Desktop: a panel whose header collapses and expands it. */
export function BetSlipPanel() {
  const { t } = useLingui()
  const [collapsed, setCollapsed] = useAtom(slipCollapsedAtom)
  const count = useAtomValue(slipCountAtom)
  const bodyId = useId()
  return (
    <section className={classes.panel} aria-label={t`Boletim de apostas`}>
      <h2 className={classes.heading}>
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => setCollapsed((value) => !value)}
        >
          <span>
            <Trans>Boletim de apostas</Trans>
          </span>
          <SelectionCount count={count} size="sm" />
          <IconChevronDown className={classes.chevron} data-collapsed={collapsed} />
        </UnstyledButton>
      </h2>
      <div id={bodyId} hidden={collapsed}>
        {!collapsed && <SlipBody />}
      </div>
    </section>
  )
}

/** Phones: a button fixed at the bottom with the number of selections; it opens the slip as a bottom sheet. */
export function BetSlipSheet() {
  const { t } = useLingui()
  const [open, setOpen] = useAtom(slipSheetOpenAtom)
  const count = useAtomValue(slipCountAtom)
  return (
    <>
      <UnstyledButton className={classes.sheetButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span>
          <Trans>Boletim de apostas</Trans>
        </span>
        <SelectionCount count={count} size="md" variant="white" />
      </UnstyledButton>
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        position="bottom"
        size="auto"
        title={t`Boletim de apostas`}
        closeButtonProps={{ 'aria-label': t`Fechar boletim de apostas` }}
        classNames={{ content: classes.sheet }}
      >
        <SlipBody />
      </Drawer>
    </>
  )
}

/**
 * The count badge; screen readers hear "2 seleções", not a bare number. Zero takes the plural in Portuguese
 * ("0 seleções"), though the language's plural rules put 0 with 1.
 */
function SelectionCount({ count, size, variant }: { count: number; size: 'sm' | 'md'; variant?: 'white' }) {
  return (
    <>
      <Badge size={size} circle variant={variant} aria-hidden="true">
        {count}
      </Badge>
      <VisuallyHidden component="span">
        <Plural value={count} _0="# seleções" one="# seleção" other="# seleções" />
      </VisuallyHidden>
    </>
  )
}
