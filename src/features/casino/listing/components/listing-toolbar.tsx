import { useState, type ReactNode } from 'react'
import { ActionIcon, CloseButton, Group, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { IconGrid } from '@/shared/ui/icons/grid.tsx'
import { IconSearch } from '@/shared/ui/icons/search.tsx'
import { SEARCH_DEBOUNCE_MS } from '../../rules/search-terms.ts'
import { IconCarousel } from './icons.tsx'
import { listingViewAtom, type ListingView } from '../state.ts'
import classes from './listing.module.css'

/** The toolbar above a listing's games: the search box and the view switch. */
export function ListingToolbar({ children }: { children: ReactNode }) {
  return <div className={classes.toolbar}>{children}</div>
}

export interface GameSearchBoxProps {
  /** The term in the address. */
  term: string | undefined
  /** Called 300 ms after the last key (at once on clear or Enter) with the text as typed. */
  onSearch: (term: string) => void
  label: string
}

/**
 * The listing's search box. What the player types stays here and reaches the address 300 ms after the last key, so
 * one search is asked per pause, not per key; clearing or pressing Enter asks at once. When the address changes on
 * its own (back, forward, a link), the box shows its term.
 */
export function GameSearchBox({ term, onSearch, label }: GameSearchBoxProps) {
  const { t } = useLingui()
  const [value, setValue] = useState(term ?? '')
  const debounced = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS)

  // The address changed: show its term, unless it is what is typed already (give or take the spaces being typed).
  const [shownTerm, setShownTerm] = useState(term)
  if (term !== shownTerm) {
    setShownTerm(term)
    if (value.trim() !== (term ?? '')) setValue(term ?? '')
  }

  const clear = () => {
    debounced.cancel()
    setValue('')
    onSearch('')
  }

  return (
    <TextInput
      className={classes.search}
      inputMode="search"
      enterKeyHint="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value)
        debounced(event.currentTarget.value)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') debounced.flush()
      }}
      leftSection={<IconSearch size={18} />}
      rightSection={value ? <CloseButton aria-label={t`Limpar pesquisa`} onClick={clear} /> : null}
    />
  )
}

/** Grid or carousel; the choice is the player's for every listing (state.ts). */
export function ViewToggle() {
  const { t } = useLingui()
  const [view, setView] = useAtom(listingViewAtom)
  const option = (value: ListingView, name: string, icon: ReactNode) => (
    <ActionIcon
      variant={view === value ? 'filled' : 'default'}
      size="lg"
      aria-label={name}
      aria-pressed={view === value}
      onClick={() => setView(value)}
    >
      {icon}
    </ActionIcon>
  )
  return (
    <Group gap={4} role="group" aria-label={t`Modo de exibição`} wrap="nowrap">
      {option('grid', t`Ver em grade`, <IconGrid size={18} />)}
      {option('carousel', t`Ver em carrossel`, <IconCarousel size={18} />)}
    </Group>
  )
}
