import type { ComponentPropsWithoutRef, ComponentPropsWithRef, ReactNode } from 'react'
import { createLink } from '@tanstack/react-router'
import classes from './nav-item.module.css'

interface NavItemLook {
  /** Drawn before the label (decoration: the label names the row). */
  icon: ReactNode
  /** What follows the label (a chevron). */
  trailing?: ReactNode
  /** A row of a sub-list: lower and lighter. */
  compact?: boolean
  children: ReactNode
}

type NavItemAnchorProps = Omit<ComponentPropsWithRef<'a'>, 'children' | 'className'> & NavItemLook

function NavItemAnchor({ icon, trailing, compact, children, ...anchorProps }: NavItemAnchorProps) {
  return (
    <a {...anchorProps} className={classes.item} data-compact={compact || undefined}>
      <NavItemContent icon={icon} trailing={trailing}>
        {children}
      </NavItemContent>
    </a>
  )
}

/**
 * A menu row that goes to a page (the side menu, the wallet area's menu): icon and label, the current page marked
 * (the router sets aria-current), the same look in every menu of the app. Takes the router's typed link props:
 * `<NavItem to="/support" icon={<IconHeadset />}>Suporte</NavItem>`.
 */
export const NavItem = createLink(NavItemAnchor)

export type NavItemButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'className'> & NavItemLook

/** A menu row that acts in place (opens a modal, expands a list), in the look of NavItem. */
export function NavItemButton({ icon, trailing, compact, children, ...buttonProps }: NavItemButtonProps) {
  return (
    <button type="button" {...buttonProps} className={classes.item} data-compact={compact || undefined}>
      <NavItemContent icon={icon} trailing={trailing}>
        {children}
      </NavItemContent>
    </button>
  )
}

function NavItemContent({ icon, trailing, children }: Pick<NavItemLook, 'icon' | 'trailing' | 'children'>) {
  return (
    <>
      <span className={classes.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={classes.label}>{children}</span>
      {trailing}
    </>
  )
}
