import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatBRL } from '@/shared/money.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { SectionPending } from '@/shared/ui/page-pending.tsx'
import { spinWinnersQueryOptions } from '../queries.ts'
import { spinTexts } from '../rules/failures.ts'
import classes from './winners-list.module.css'

/** The list moves on by one winner every 3 s. */
export const WINNERS_ROTATION_MS = 3000
/** How many winners show at once. */
export const WINNERS_SHOWN = 6

/**
 * Recent winners beside the wheel (GET spin/winners), a window of the list that moves on every 3 s. It is not a live
 * region: a list that changes every 3 s would talk over everything else.
 */
export function WinnersList() {
  const { t } = useLingui()
  const query = useQuery(spinWinnersQueryOptions())
  const [offset, setOffset] = useState(0)
  const count = query.data?.winners.length ?? 0

  useEffect(() => {
    if (count <= WINNERS_SHOWN) return
    const timer = setInterval(() => setOffset((current) => (current + 1) % count), WINNERS_ROTATION_MS)
    return () => clearInterval(timer)
  }, [count])

  return (
    <section className={classes.root} aria-label={t`Últimos ganhadores`}>
      <h2 className={classes.title}>
        <Trans>Últimos ganhadores</Trans>
      </h2>
      {query.isPending ? (
        <SectionPending>
          <Trans>Carregando ganhadores…</Trans>
        </SectionPending>
      ) : query.isError ? (
        <LoadFailure
          layout="section"
          message={spinTexts.winnersLoad}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <ul className={classes.list}>
            {Array.from({ length: Math.min(WINNERS_SHOWN, count) }, (_, position) => {
              const index = (offset + position) % count
              const winner = query.data.winners[index]
              if (!winner) return null
              return (
                <li key={`${index}-${winner.name}`} className={classes.item}>
                  <span className={classes.name}>{winner.name}</span>
                  <span className={classes.prize}>{formatBRL(winner.prize)}</span>
                </li>
              )
            })}
          </ul>
          <TotalGiven centavos={query.data.total} />
        </>
      )}
    </section>
  )
}

function TotalGiven({ centavos }: { centavos: number }) {
  const total = formatBRL(centavos)
  return (
    <p className={classes.total}>
      <Trans>Total distribuído: {total}</Trans>
    </p>
  )
}
