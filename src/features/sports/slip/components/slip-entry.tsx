import { CloseButton, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatBRL } from '@/shared/money.ts'
import { IconArrowDown } from '@/shared/ui/icons/arrow-down.tsx'
import { IconArrowUp } from '@/shared/ui/icons/arrow-up.tsx'
import { marketLabel, selectionLabel } from '../../rules/feed-words.ts'
import { formatOdd } from '../rules/format.ts'
import { potentialReturn, type OddsMove, type Quote, type SlipEntry } from '../rules/slip.ts'
import { StakeField } from './stake-field.tsx'
import classes from './bet-slip.module.css'

export interface SlipEntryRowProps {
  entry: SlipEntry
  quote: Quote | undefined
  move: OddsMove
  /** Simple: each entry has its own stake and return. */
  withStake: boolean
  disabled: boolean
  onRemove: () => void
  onStake: (centavos: number) => void
}

export function SlipEntryRow({ entry, quote, move, withStake, disabled, onRemove, onStake }: SlipEntryRowProps) {
  const { t, i18n } = useLingui()
  const match = `${entry.event.team_home_name} × ${entry.event.team_away_name}`
  // The entry keeps the feed's words (they are what is placed); the player reads them translated.
  const value = selectionLabel(entry.market.name, entry.value, i18n)
  const oldOdd = formatOdd(entry.odd)
  const newOdd = quote?.odd != null ? formatOdd(quote.odd) : ''
  return (
    <li className={classes.entry} data-move={move}>
      <div className={classes.entryHead}>
        <div className={classes.entryText}>
          <span className={classes.match}>{match}</span>
          <span className={classes.market}>{marketLabel(entry.market.name, i18n)}</span>
          <span className={classes.value}>{value}</span>
        </div>
        <div className={classes.odds}>
          {move === 'up' || move === 'down' ? (
            <span className={classes.changed} data-direction={move}>
              <s className={classes.oldOdd}>{oldOdd}</s>
              {move === 'up' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />}
              <span>{newOdd}</span>
              <VisuallyHidden component="span">
                {move === 'up' ? (
                  <Trans>
                    A odd subiu de {oldOdd} para {newOdd}
                  </Trans>
                ) : (
                  <Trans>
                    A odd caiu de {oldOdd} para {newOdd}
                  </Trans>
                )}
              </VisuallyHidden>
            </span>
          ) : (
            <span className={classes.odd}>{oldOdd}</span>
          )}
          <CloseButton size="md" aria-label={t`Remover ${value} de ${match}`} onClick={onRemove} disabled={disabled} />
        </div>
      </div>
      {move === 'suspended' && (
        <p className={classes.suspended}>
          <Trans>Mercado suspenso: esta seleção não pode ser apostada agora.</Trans>
        </p>
      )}
      {withStake && (
        <div className={classes.entryStake}>
          <StakeField stake={entry.stake} onChange={onStake} label={t`Valor da aposta`} disabled={disabled} />
          <p className={classes.return}>
            <Trans>Retorno potencial</Trans> <strong>{formatBRL(potentialReturn(entry.stake, entry.odd))}</strong>
          </p>
        </div>
      )}
    </li>
  )
}
