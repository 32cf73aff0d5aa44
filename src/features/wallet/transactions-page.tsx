import { useId, type ReactNode } from 'react'
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Paginated } from '@/api/pagination.ts'
import type { DepositRecord, WithdrawalRecord } from '@/api/wallet-area.ts'
import { formatBRL } from '@/shared/money.ts'
import { noticeText } from '@/shared/notice.ts'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { PageLinks } from '@/shared/ui/page-links.tsx'
import { SectionPending } from '@/shared/ui/page-pending.tsx'
import { QueryBoundary } from '@/shared/ui/query-boundary.tsx'
import { RecordList } from '@/shared/ui/record-list.tsx'
import { StatusBadge } from '@/shared/ui/status-badge.tsx'
import { WalletPageLayout } from './components/wallet-page-layout.tsx'
import { depositHistoryQueryOptions, withdrawHistoryQueryOptions } from './queries.ts'
import { historyFailure } from './rules/failures.ts'
import { depositBadge, paymentTypeLabel, withdrawalBadge, withdrawalProof } from './rules/history.ts'
import { historyDate, historyDateTimeAttr } from './rules/history-date.ts'
import classes from './transactions-page.module.css'

/** The history's search parameters: each table's page. */
export interface HistoryPages {
  saques: number
  depositos: number
}

/**
 * /profile/transactions, 'Histórico de Transações': withdrawals and deposits, each paged on its own from the Laravel
 * paginator (?saques= and ?depositos=), with their status badges. Each table loads and fails on its own (a failed
 * one says so with a retry, the other stays). Tables on wider screens; on phones a card per record, so nothing
 * scrolls sideways at 360 px.
 */
export function TransactionsPage({ pages }: { pages: HistoryPages }) {
  const { t } = useLingui()
  return (
    <WalletPageLayout title={<Trans>Histórico de Transações</Trans>}>
      <HistorySection
        title={<Trans>Saques</Trans>}
        loading={<Trans>Carregando saques…</Trans>}
        failed={msg`Não foi possível carregar os saques.`}
      >
        <WithdrawalHistory pages={pages} label={t`Páginas de saques`} />
      </HistorySection>
      <HistorySection
        title={<Trans>Depósitos</Trans>}
        loading={<Trans>Carregando depósitos…</Trans>}
        failed={msg`Não foi possível carregar os depósitos.`}
      >
        <DepositHistory pages={pages} label={t`Páginas de depósitos`} />
      </HistorySection>
    </WalletPageLayout>
  )
}

/** One table's card: its heading, and the table loading and failing on its own. */
function HistorySection({
  title,
  loading,
  failed,
  children,
}: {
  title: ReactNode
  loading: ReactNode
  failed: MessageDescriptor
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" className={classes.section}>
      <Title order={2} id={headingId} fz="lg" mb="md">
        {title}
      </Title>
      <QueryBoundary
        pending={<SectionPending>{loading}</SectionPending>}
        failure={({ error, retry }) => (
          <LoadFailure layout="section" message={failed} onRetry={retry} toasts={{ error, texts: historyFailure }} />
        )}
      >
        {children}
      </QueryBoundary>
    </Paper>
  )
}

function WithdrawalHistory({ pages, label }: { pages: HistoryPages; label: string }) {
  const { data: page } = useSuspenseQuery(withdrawHistoryQueryOptions(pages.saques))
  return (
    <HistoryPage
      page={page}
      empty={
        <EmptyHistory
          action={
            <LinkButton to="/profile/withdraw">
              <Trans>Solicitar saque</Trans>
            </LinkButton>
          }
        >
          <Trans>Nenhum saque encontrado</Trans>
        </EmptyHistory>
      }
      pagination={<PageLinks page={page} label={label} searchFor={(saques) => ({ ...pages, saques })} />}
    >
      <WithdrawalRows rows={page.data} />
    </HistoryPage>
  )
}

function DepositHistory({ pages, label }: { pages: HistoryPages; label: string }) {
  const { data: page } = useSuspenseQuery(depositHistoryQueryOptions(pages.depositos))
  return (
    <HistoryPage
      page={page}
      empty={
        <EmptyHistory
          action={
            <LinkButton to="/profile/deposit">
              <Trans>Fazer um depósito</Trans>
            </LinkButton>
          }
        >
          <Trans>Nenhum depósito encontrado</Trans>
        </EmptyHistory>
      }
      pagination={<PageLinks page={page} label={label} searchFor={(depositos) => ({ ...pages, depositos })} />}
    >
      <DepositRows rows={page.data} />
    </HistoryPage>
  )
}

/** A page of one table: the empty state when it has no record at all, else its rows and its pages. */
function HistoryPage({
  page,
  empty,
  pagination,
  children,
}: {
  page: Paginated<unknown>
  empty: ReactNode
  pagination: ReactNode
  children: ReactNode
}) {
  if (page.total === 0) return empty
  return (
    <>
      {page.data.length > 0 ? (
        children
      ) : (
        <Text c="dimmed">
          <Trans>Nenhum registro nesta página.</Trans>
        </Text>
      )}
      {pagination}
    </>
  )
}

function EmptyHistory({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="md" ta="center">
      <Text c="dimmed">{children}</Text>
      {action}
    </Stack>
  )
}

function DateCell({ createdAt, humanReadable }: { createdAt: string | null | undefined; humanReadable: string }) {
  const attr = historyDateTimeAttr(createdAt)
  const text = historyDate(createdAt, humanReadable)
  return attr ? <time dateTime={attr}>{text}</time> : <>{text}</>
}

function ProofCell({ proof }: { proof: string | null }) {
  const { i18n } = useLingui()
  const cell = withdrawalProof(proof)
  if (cell.kind === 'processing') return <>{i18n._(cell.label)}</>
  return (
    <Anchor href={cell.href} target="_blank" rel="noopener noreferrer" size="sm">
      <Trans>Ver comprovante</Trans>
    </Anchor>
  )
}

/** What both tables show of a record: its type, amount and date. */
function movementCells(
  row: { type: string; amount: number; created_at?: string | null; dateHumanReadable: string },
  i18n: I18n,
) {
  return {
    type: noticeText(i18n, paymentTypeLabel(row.type)),
    amount: formatBRL(row.amount),
    date: <DateCell createdAt={row.created_at} humanReadable={row.dateHumanReadable} />,
  }
}

/** The columns both tables share, in order: type, amount, status, date. */
function useMovementColumns() {
  const { t } = useLingui()
  return [
    { key: 'type', label: t`Tipo` },
    { key: 'amount', label: t`Valor` },
    { key: 'status', label: t`Status` },
    { key: 'date', label: t`Data` },
  ] as const
}

function WithdrawalRows({ rows }: { rows: WithdrawalRecord[] }) {
  const { t, i18n } = useLingui()
  const movementColumns = useMovementColumns()
  const view = rows.map((row, index) => {
    const badge = withdrawalBadge(row.status)
    return {
      key: row.id ?? `row-${index}`,
      proof: <ProofCell proof={row.proof} />,
      status: <StatusBadge tone={badge.tone}>{i18n._(badge.label)}</StatusBadge>,
      ...movementCells(row, i18n),
    }
  })
  return <RecordList rows={view} columns={[{ key: 'proof', label: t`Comprovante` }, ...movementColumns]} />
}

function DepositRows({ rows }: { rows: DepositRecord[] }) {
  const { i18n } = useLingui()
  const movementColumns = useMovementColumns()
  const view = rows.map((row, index) => {
    const badge = depositBadge(row.status)
    return {
      key: row.id ?? `row-${index}`,
      status: badge ? <StatusBadge tone={badge.tone}>{i18n._(badge.label)}</StatusBadge> : null,
      ...movementCells(row, i18n),
    }
  })
  return <RecordList rows={view} columns={movementColumns} />
}

