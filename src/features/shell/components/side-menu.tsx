import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react'
import { Button, Skeleton, Text, VisuallyHidden } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, type LinkProps } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { isApiError } from '@/api/errors.ts'
import { assetUrl } from '@/shared/asset-url.ts'
import { IconChevronDown } from '@/shared/ui/icons/chevron-down.tsx'
import { IconCoins } from '@/shared/ui/icons/coins.tsx'
import { IconGrid } from '@/shared/ui/icons/grid.tsx'
import { IconHeadset } from '@/shared/ui/icons/headset.tsx'
import { IconTarget } from '@/shared/ui/icons/target.tsx'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import { categoriesQueryOptions } from '../queries.ts'
import classes from './side-menu.module.css'

export interface SideMenuProps {
  id?: string
  /** Phones: close the drawer after choosing something. */
  onNavigate?: () => void
  /** Extra controls at the bottom (language and theme on phones). */
  footer?: ReactNode
}

/** Mission, Double your balance, the collapsible Categories list and Support (part 1 §1). */
export function SideMenu({ id, onNavigate, footer }: SideMenuProps) {
  const { t } = useLingui()
  const openMissions = useSetAtom(missionsModalOpenAtom)
  return (
    <nav id={id} aria-label={t`Menu lateral`} className={classes.nav}>
      <ul className={classes.list}>
        <li>
          {/* The missions modal comes with the missions issue; this sets its flag. */}
          <button
            type="button"
            className={classes.item}
            onClick={() => {
              openMissions(true)
              onNavigate?.()
            }}
          >
            <IconTarget className={classes.icon} />
            <span>
              <Trans>Missões</Trans>
            </span>
          </button>
        </li>
        <li>
          <NavItem to="/profile/affiliate" icon={<IconCoins className={classes.icon} />} onNavigate={onNavigate}>
            <Trans>Dobre seu saldo</Trans>
          </NavItem>
        </li>
        <li>
          <CategoriesSection onNavigate={onNavigate} />
        </li>
        <li>
          <NavItem to="/support" icon={<IconHeadset className={classes.icon} />} onNavigate={onNavigate}>
            <Trans>Suporte</Trans>
          </NavItem>
        </li>
      </ul>
      {footer ? <div className={classes.footer}>{footer}</div> : null}
    </nav>
  )
}

function NavItem({
  to,
  icon,
  children,
  onNavigate,
}: {
  to: LinkProps['to']
  icon: ReactNode
  children: ReactNode
  onNavigate?: (() => void) | undefined
}) {
  return (
    <Link to={to} className={classes.item} activeProps={{ 'aria-current': 'page' }} onClick={onNavigate}>
      {icon}
      <span>{children}</span>
    </Link>
  )
}

function CategoriesSection({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const [expanded, setExpanded] = useState(true)
  const listId = useId()
  return (
    <>
      <button
        type="button"
        className={classes.item}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
      >
        <IconGrid className={classes.icon} />
        <span className={classes.grow}>
          <Trans>Categorias</Trans>
        </span>
        <IconChevronDown size={16} className={classes.chevron} data-expanded={expanded || undefined} />
      </button>
      {/* `hidden` rather than an animated collapse: instant, and the list keeps its loaded state. */}
      <div id={listId} hidden={!expanded}>
        <CategoryList onNavigate={onNavigate} />
      </div>
    </>
  )
}

function CategoryList({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { t } = useLingui()
  const categories = useQuery(categoriesQueryOptions())
  useCategoryErrorToasts(categories.error, categories.errorUpdatedAt)

  if (categories.isPending) {
    return (
      <div className={classes.sub} aria-busy="true">
        <VisuallyHidden role="status">
          <Trans>Carregando categorias</Trans>
        </VisuallyHidden>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={classes.skeletonRow}>
            <Skeleton circle height={24} />
            <Skeleton height={10} width={`${55 + ((i * 17) % 35)}%`} radius="sm" />
          </div>
        ))}
      </div>
    )
  }
  if (categories.isError) {
    return (
      <div className={classes.sub}>
        <Text size="sm" c="dimmed" px="sm">
          <Trans>Não foi possível carregar as categorias.</Trans>
        </Text>
        <Button variant="subtle" size="compact-sm" ml="xs" onClick={() => void categories.refetch()}>
          <Trans>Tentar novamente</Trans>
        </Button>
      </div>
    )
  }
  if (categories.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" className={classes.sub} px="sm">
        <Trans>Nenhuma categoria disponível.</Trans>
      </Text>
    )
  }
  return (
    <ul className={classes.sub} aria-label={t`Categorias`}>
      {categories.data.map((category) => (
        <li key={category.id}>
          <Link
            to="/casino/provider/$provider/category/$category"
            params={{ provider: 'all', category: category.slug }}
            className={classes.subItem}
            activeProps={{ 'aria-current': 'page' }}
            onClick={onNavigate}
          >
            {category.image ? (
              <img src={assetUrl(category.image)} alt="" width={24} height={24} loading="lazy" className={classes.categoryImage} />
            ) : (
              <span className={classes.categoryImage} />
            )}
            <span className={classes.grow}>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Category loading errors show each returned message as a toast (part 1 §8), once per failure. */
function useCategoryErrorToasts(error: Error | null, errorUpdatedAt: number) {
  const { t } = useLingui()
  const toast = useEffectEvent((failure: Error, at: number) => {
    const messages = isApiError(failure) ? failure.messages : []
    const shown = messages.length > 0 ? messages : [t`Não foi possível carregar as categorias.`]
    for (const [index, message] of shown.entries()) {
      notifications.show({
        id: `categories-error-${at}-${index}`,
        color: 'red',
        message,
        closeButtonProps: { 'aria-label': t`Fechar` },
      })
    }
  })
  // A new failure has a new errorUpdatedAt; a re-render of the same failure must not toast again.
  useEffect(() => {
    if (error) toast(error, errorUpdatedAt)
  }, [error, errorUpdatedAt])
}
