import { useId, useState, type ReactNode } from 'react'
import { Skeleton, Text, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { assetUrl } from '@/shared/asset-url.ts'
import { useQueryFailureNotices } from '@/shared/toast.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { NavItem, NavItemButton } from '@/shared/ui/nav-item.tsx'
import { IconChevronDown } from '@/shared/ui/icons/chevron-down.tsx'
import { IconCoins } from '@/shared/ui/icons/coins.tsx'
import { IconGrid } from '@/shared/ui/icons/grid.tsx'
import { IconHeadset } from '@/shared/ui/icons/headset.tsx'
import { IconShieldLock } from '@/shared/ui/icons/shield-lock.tsx'
import { IconTarget } from '@/shared/ui/icons/target.tsx'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import { categoriesQueryOptions } from '@/shared/queries.ts'
import { describeCategoriesFailure, shellFailureMessages } from '../rules/failures.ts'
import classes from './side-menu.module.css'

export interface SideMenuProps {
  id?: string
  /** Phones: close the drawer after choosing something. */
  onNavigate?: () => void
  /** Extra controls at the bottom (language and theme on phones). */
  footer?: ReactNode
}

/** Mission, Double your balance, the collapsible Categories list, Support and Responsible gaming. */
export function SideMenu({ id, onNavigate, footer }: SideMenuProps) {
  const { t } = useLingui()
  const openMissions = useSetAtom(missionsModalOpenAtom)
  return (
    <nav id={id} aria-label={t`Menu lateral`} className={classes.nav}>
      <ul className={classes.list}>
        <li>
          {/* Sets the missions modal's flag; the missions feature mounts the modal. */}
          <NavItemButton
            icon={<IconTarget />}
            onClick={() => {
              openMissions(true)
              onNavigate?.()
            }}
          >
            <Trans>Missões</Trans>
          </NavItemButton>
        </li>
        <li>
          <NavItem to="/profile/affiliate" icon={<IconCoins />} onClick={onNavigate}>
            <Trans>Dobre seu saldo</Trans>
          </NavItem>
        </li>
        <li>
          <CategoriesSection onNavigate={onNavigate} />
        </li>
        <li>
          <NavItem to="/support" icon={<IconHeadset />} onClick={onNavigate}>
            <Trans>Suporte</Trans>
          </NavItem>
        </li>
        <li>
          <NavItem to="/jogo-responsavel" icon={<IconShieldLock />} onClick={onNavigate}>
            <Trans>Jogo responsável</Trans>
          </NavItem>
        </li>
      </ul>
      {footer ? <div className={classes.footer}>{footer}</div> : null}
    </nav>
  )
}

function CategoriesSection({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const [expanded, setExpanded] = useState(true)
  const listId = useId()
  return (
    <>
      <NavItemButton
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
        icon={<IconGrid />}
        trailing={<IconChevronDown size={16} className={classes.chevron} data-expanded={expanded || undefined} />}
      >
        <Trans>Categorias</Trans>
      </NavItemButton>
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
  useQueryFailureNotices(categories, describeCategoriesFailure)

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
        <LoadFailure
          layout="line"
          message={shellFailureMessages.categories}
          error={categories.error}
          retrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
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
          <NavItem
            to="/casino/provider/{-$provider}/category/{-$category}"
            params={{ provider: 'all', category: category.slug }}
            onClick={onNavigate}
            compact
            icon={
              category.image ? (
                <img
                  src={assetUrl(category.image)}
                  alt=""
                  width={24}
                  height={24}
                  loading="lazy"
                  className={classes.categoryImage}
                />
              ) : (
                <span className={classes.categoryImage} />
              )
            }
          >
            {category.name}
          </NavItem>
        </li>
      ))}
    </ul>
  )
}
