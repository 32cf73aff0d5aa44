import { useEffect, type RefObject } from 'react'
import { Button, Skeleton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { markActivity } from '@/shared/activity.ts'
import { DepositWidget } from '@/shared/deposit/deposit-widget.tsx'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { formatBRL } from '@/shared/money.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { IconChevronLeft } from '@/shared/ui/icons/chevron-left.tsx'
import { IconChevronRight } from '@/shared/ui/icons/chevron-right.tsx'
import { IconHome } from '@/shared/ui/icons/home.tsx'
import { IconMaximize } from '@/shared/ui/icons/maximize.tsx'
import { IconMinimize } from '@/shared/ui/icons/minimize.tsx'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { liveWalletQueryOptions } from '../queries.ts'
import type { Fullscreen } from '../use-fullscreen.ts'
import classes from './side-menu.module.css'

/** The game menu's quick deposit amounts are fixed (centavos): R$ 20, 50, 100 and 200. */
export const GAME_MENU_QUICK_AMOUNTS: readonly number[] = [2000, 5000, 10000, 20000]

export const SIDE_MENU_ID = 'game-side-menu'

export interface SideMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  gameName: string
  fullscreen: Fullscreen
  /** The deposit form's heading: the screen focuses it when the game asks for a deposit. */
  depositHeading: RefObject<HTMLHeadingElement | null>
}

/**
 * The game screen's menu on the right (16rem): a tab opens and closes it, a transparent layer over the game closes
 * it on a click, and Escape does too. It shows the game's name, `Voltar para Home`, the balance (asked every second),
 * fullscreen, and the PIX deposit with fixed quick amounts, whose payment panel shows inside the menu on a phone and
 * over the page on a desktop. Closed, it stays mounted (a payment in progress keeps its code and checks) but inert.
 */
export function SideMenu({ open, onOpenChange, gameName, fullscreen, depositHeading }: SideMenuProps) {
  const { t } = useLingui()
  const isPhone = useIsPhone()

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      // Escape in a dialog over the game (the payment overlay) closes that dialog only.
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return
      onOpenChange(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open, onOpenChange])

  return (
    <>
      {open && (
        <div className={classes.clickAway} data-testid="side-menu-click-away" onClick={() => onOpenChange(false)} />
      )}
      <div className={classes.drawer} data-open={open || undefined}>
        <button
          type="button"
          className={classes.tab}
          aria-expanded={open}
          aria-controls={SIDE_MENU_ID}
          aria-label={open ? t`Fechar menu do jogo` : t`Abrir menu do jogo`}
          onClick={() => onOpenChange(!open)}
        >
          {open ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
        </button>
        <aside id={SIDE_MENU_ID} className={classes.panel} aria-label={t`Menu do jogo`} inert={!open}>
          <h2 className={classes.gameName}>{gameName}</h2>
          <LinkButton to="/" variant="light" fullWidth leftSection={<IconHome size={18} />}>
            <Trans>Voltar para Home</Trans>
          </LinkButton>
          <Balance />
          {fullscreen.supported &&
            (fullscreen.active ? (
              <Button variant="default" fullWidth leftSection={<IconMinimize size={18} />} onClick={fullscreen.exit}>
                <Trans>Sair da tela cheia</Trans>
              </Button>
            ) : (
              <Button variant="default" fullWidth leftSection={<IconMaximize size={18} />} onClick={fullscreen.enter}>
                <Trans>Tela cheia</Trans>
              </Button>
            ))}
          <section className={classes.deposit} aria-labelledby="game-menu-deposit-title">
            <h3 className={classes.depositTitle} id="game-menu-deposit-title" ref={depositHeading} tabIndex={-1}>
              <Trans>Depósito via PIX</Trans>
            </h3>
            <DepositWidget
              withTitle={false}
              quickAmounts={GAME_MENU_QUICK_AMOUNTS}
              panel={isPhone ? 'inline' : 'overlay'}
              sendingText
              clearErrorOnFocus
            />
          </section>
        </aside>
      </div>
    </>
  )
}

/** The balance, from the one wallet query the top bar shares, asked every second while the screen is open. */
function Balance() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  const wallet = useQuery({ ...liveWalletQueryOptions(), enabled: isAuthenticated })
  // A round inside the game's frame is invisible to the page's event listeners; the balance it moves is not.
  const balance = wallet.data?.total_balance
  useEffect(() => {
    if (balance !== undefined) markActivity()
  }, [balance])
  return (
    <dl className={classes.balance}>
      <dt>
        <Trans>Saldo</Trans>
      </dt>
      <dd data-testid="game-menu-balance" aria-busy={wallet.isPending || undefined}>
        {wallet.data ? formatBRL(wallet.data.total_balance) : <Skeleton height={16} width={96} radius="sm" />}
      </dd>
    </dl>
  )
}
