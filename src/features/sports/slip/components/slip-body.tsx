import '@mantine/core/styles/Tabs.layer.css'
import { useEffect, useMemo, useState } from 'react'
import { Alert, Button, Tabs, VisuallyHidden } from '@mantine/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtom, useAtomValue } from 'jotai'
import { noticeText, type Notice } from '@/shared/notice.ts'
import { formatBRL } from '@/shared/money.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { useToast } from '@/shared/toast.ts'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { NativeCheckbox } from '@/shared/ui/native-checkbox.tsx'
import { useMoneyMoved, useWallet } from '@/shared/wallet.ts'
import { formatOdd } from '../rules/format.ts'
import { mergeQuotes, refusalQuotes, useBetsPlaced, useLiveQuotes, usePlaceBets } from '../queries.ts'
import { placementNotices, placementRefusal } from '../rules/failures.ts'
import {
  acceptQuotes,
  clearSlip,
  combinedOdd,
  MAX_MULTIPLE_SELECTIONS,
  MIN_STAKE,
  needsAcceptance,
  oddsChange,
  removeEntry,
  setMode,
  setMultipleStake,
  setStake,
  slipTotals,
  submission,
  submitBlock,
  type OddsMove,
  type SlipMode,
  type SubmitBlock,
} from '../rules/slip.ts'
import { acceptHigherOddsAtom, refusedQuotesAtom, slipAtom } from '../state.ts'
import { SlipEntryRow } from './slip-entry.tsx'
import { StakeField } from './stake-field.tsx'
import classes from './bet-slip.module.css'

const maxSelections = MAX_MULTIPLE_SELECTIONS
const minimumStake = formatBRL(MIN_STAKE)

const BLOCK_TEXT: Record<Exclude<SubmitBlock, 'empty'>, MessageDescriptor> = {
  multipleNeedsTwoEvents: msg`A múltipla precisa de seleções de pelo menos dois eventos.`,
  multipleSameEvent: msg`A múltipla não aceita duas seleções do mesmo evento.`,
  multipleTooMany: msg`A múltipla aceita no máximo ${maxSelections} seleções.`,
  stakeTooLow: msg`A aposta mínima é ${minimumStake}.`,
  oddsChanged: msg`As odds mudaram: aceite as novas odds para apostar.`,
  suspended: msg`Remova as seleções suspensas para apostar.`,
}

/** The slip's content, the same in the desktop panel and the phone's bottom sheet. */
export function SlipBody() {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const [slip, setSlip] = useAtom(slipAtom)
  const [refused, setRefused] = useAtom(refusedQuotesAtom)
  const [acceptHigher, setAcceptHigher] = useAtom(acceptHigherOddsAtom)
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  const wallet = useWallet()
  const place = usePlaceBets()
  const moneyMoved = useMoneyMoved()
  const betsPlaced = useBetsPlaced()
  const [failure, setFailure] = useState<Notice[]>([])

  const live = useLiveQuotes(slip.entries)
  const quotes = useMemo(() => mergeQuotes(live, refused), [live, refused])
  const moves = useMemo(
    () =>
      new Map<string, OddsMove>(slip.entries.map((entry) => [entry.betId, oddsChange(entry, quotes.get(entry.betId))])),
    [slip.entries, quotes],
  )

  // Better odds are taken without asking when the player said so (never while a placement is on its way).
  const higher = useMemo(() => new Map([...quotes].filter(([id]) => moves.get(id) === 'up')), [quotes, moves])
  const pending = place.isPending
  useEffect(() => {
    if (acceptHigher && higher.size > 0 && !pending) setSlip((current) => acceptQuotes(current, higher))
  }, [acceptHigher, higher, pending, setSlip])

  const canBet = isAuthenticated && wallet.data !== undefined
  const block = submitBlock(slip, moves, acceptHigher)
  const awaitingAcceptance = [...moves.values()].some((move) => needsAcceptance(move, acceptHigher))
  const totals = slipTotals(slip)
  const { entries, mode } = slip

  const submit = () => {
    if (block !== null || !canBet) return
    const placed = new Set(entries.map((entry) => entry.betId))
    setFailure([])
    place.submit(
      { mode, body: submission(slip) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          setSlip((current) => {
            const rest = current.entries.filter((entry) => !placed.has(entry.betId))
            return rest.length === 0 ? clearSlip() : { ...current, entries: rest }
          })
          setRefused(new Map())
          void moneyMoved()
          void betsPlaced()
        },
        onError: (error) => {
          const refusal = placementRefusal(error)
          if (refusal) setRefused(refusalQuotes(refusal, Date.now()))
          const notices = placementNotices(error)
          setFailure(notices)
          toast.errors(notices)
        },
      },
    )
  }

  if (entries.length === 0) {
    return (
      <div className={classes.body}>
        <p className={classes.empty}>
          <Trans>Seu boletim está vazio. Escolha uma odd para começar.</Trans>
        </p>
        {!canBet && <LoginPrompt />}
      </div>
    )
  }

  const tabLabel: Record<SlipMode, string> = { simple: t`Simples`, multiple: t`Múltipla` }
  return (
    <div className={classes.body}>
      <Tabs
        value={mode}
        onChange={(value) => {
          if (value === 'simple' || value === 'multiple') setSlip((current) => setMode(current, value))
        }}
        variant="pills"
        radius="sm"
      >
        <Tabs.List grow aria-label={t`Tipo de aposta`}>
          <Tabs.Tab value="simple">{tabLabel.simple}</Tabs.Tab>
          <Tabs.Tab value="multiple">{tabLabel.multiple}</Tabs.Tab>
        </Tabs.List>
      </Tabs>

      <fieldset className={classes.fieldset} disabled={pending} aria-busy={pending}>
        <VisuallyHidden component="legend">{tabLabel[mode]}</VisuallyHidden>
        <ul className={classes.entries} aria-label={t`Seleções`}>
          {entries.map((entry) => (
            <SlipEntryRow
              key={entry.betId}
              entry={entry}
              quote={quotes.get(entry.betId)}
              move={moves.get(entry.betId) ?? 'none'}
              withStake={mode === 'simple'}
              disabled={pending}
              onRemove={() => setSlip((current) => removeEntry(current, entry.betId))}
              onStake={(centavos) => setSlip((current) => setStake(current, entry.betId, centavos))}
            />
          ))}
        </ul>

        {mode === 'multiple' && (
          <div className={classes.multiple}>
            <p className={classes.return}>
              <Trans>Odd total</Trans> <strong>{formatOdd(combinedOdd(entries.map((entry) => entry.odd)))}</strong>
            </p>
            <StakeField
              stake={slip.multipleStake}
              onChange={(centavos) => setSlip((current) => setMultipleStake(current, centavos))}
              label={t`Valor da aposta múltipla`}
              disabled={pending}
            />
          </div>
        )}

        {awaitingAcceptance && (
          <Alert color="yellow" variant="light" role="status" className={classes.notice}>
            <p>
              <Trans>As odds de uma ou mais seleções mudaram.</Trans>
            </p>
            <Button size="xs" mt="xs" onClick={() => setSlip((current) => acceptQuotes(current, quotes))}>
              <Trans>Aceitar novas odds</Trans>
            </Button>
          </Alert>
        )}

        <NativeCheckbox
          label={<Trans>Aceitar automaticamente odds maiores</Trans>}
          checked={acceptHigher}
          onChange={(event) => setAcceptHigher(event.currentTarget.checked)}
        />

        <dl className={classes.totals}>
          <div>
            <dt>
              <Trans>Total apostado</Trans>
            </dt>
            <dd>{formatBRL(totals.totalBets)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Retorno potencial total</Trans>
            </dt>
            <dd>{formatBRL(totals.totalEarnings)}</dd>
          </div>
        </dl>

        {failure.length > 0 && (
          <Alert color="red" variant="light" role="alert" className={classes.notice} title={t`Aposta não registrada`}>
            {failure.map((notice) => {
              const text = noticeText(i18n, notice)
              return <p key={text}>{text}</p>
            })}
          </Alert>
        )}

        {canBet ? (
          <>
            {block !== null && block !== 'empty' && (
              <p className={classes.block} id="slip-block">
                {i18n._(BLOCK_TEXT[block])}
              </p>
            )}
            <Button
              fullWidth
              onClick={submit}
              loading={pending}
              disabled={block !== null}
              aria-describedby={block !== null && block !== 'empty' ? 'slip-block' : undefined}
            >
              {mode === 'multiple' ? <Trans>Fazer aposta múltipla</Trans> : <Trans>Fazer apostas simples</Trans>}
            </Button>
          </>
        ) : (
          <LoginPrompt />
        )}
      </fieldset>

      <Button variant="subtle" size="xs" onClick={() => setSlip(clearSlip())} disabled={pending}>
        <Trans>Limpar</Trans>
      </Button>
    </div>
  )
}

function LoginPrompt() {
  return (
    <div className={classes.login}>
      <p>
        <Trans>Faça login para fazer suas apostas</Trans>
      </p>
      <LinkButton to="/login" fullWidth>
        <Trans>Entrar</Trans>
      </LinkButton>
    </div>
  )
}
