import { Button, CloseButton } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ListingFilters } from '../../rules/listing-query.ts'
import { activeChips, FILTER_GROUPS, isChipActive, type FilterChip } from '../rules/filters.ts'
import classes from './listing.module.css'

/**
 * The filter chips, in their groups. Each is a toggle button (aria-pressed): pressing one sets its group's value,
 * pressing it again clears it.
 */
export function FilterChips({ filters, onToggle }: { filters: ListingFilters; onToggle: (chip: FilterChip) => void }) {
  const { i18n, t } = useLingui()
  return (
    <div className={classes.chips} role="group" aria-label={t`Filtros`}>
      {FILTER_GROUPS.map((group) => (
        <div key={group.group} className={classes.chipGroup} role="group" aria-label={i18n._(group.label)}>
          {group.chips.map((chip) => {
            const active = isChipActive(filters, chip)
            return (
              <Button
                key={String(chip.value)}
                size="compact-sm"
                radius="xl"
                variant={active ? 'filled' : 'default'}
                aria-pressed={active}
                onClick={() => onToggle(chip)}
              >
                {i18n._(chip.label)}
              </Button>
            )
          })}
        </div>
      ))}
    </div>
  )
}

/** The filters that are on, each with its remove button, and one button to clear them all. */
export function ActiveFilterTags({
  filters,
  onRemove,
  onClearTerm,
  onClearAll,
}: {
  filters: ListingFilters
  onRemove: (chip: FilterChip) => void
  onClearTerm: () => void
  onClearAll: () => void
}) {
  const { i18n, t } = useLingui()
  const chips = activeChips(filters)
  const term = filters.searchTerm?.trim()
  if (!term && chips.length === 0) return null
  return (
    <ul className={classes.tags} aria-label={t`Filtros ativos`}>
      {term && (
        <li className={classes.tag}>
          <span>“{term}”</span>
          <CloseButton size="sm" aria-label={t`Remover a pesquisa ${term}`} onClick={onClearTerm} />
        </li>
      )}
      {chips.map((chip) => {
        const label = i18n._(chip.label)
        return (
          <li key={chip.group} className={classes.tag}>
            <span>{label}</span>
            <CloseButton size="sm" aria-label={t`Remover o filtro ${label}`} onClick={() => onRemove(chip)} />
          </li>
        )
      })}
      <li>
        <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
          <Trans>Limpar filtros</Trans>
        </Button>
      </li>
    </ul>
  )
}
