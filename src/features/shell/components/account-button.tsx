import type { ComponentPropsWithRef } from 'react'
import { Avatar, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { assetUrl } from '@/shared/asset-url.ts'
import { userAtom } from '@/shared/session.ts'
import { IconChevronDown } from '@/shared/ui/icons/chevron-down.tsx'
import classes from './user-menu.module.css'

/** The avatar button that opens the account menu; Menu.Target adds its handlers and ref through the props. */
export function AccountButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  return (
    <UnstyledButton className={classes.target} aria-label={t`Menu da conta`} {...props}>
      {/* No initials: visible text inside would have to be part of the button's name (WCAG 2.5.3). */}
      <Avatar src={assetUrl(user?.avatar)} alt="" size={34} radius="xl" color="jogada" />
      <IconChevronDown size={16} className={classes.chevron} />
    </UnstyledButton>
  )
}
