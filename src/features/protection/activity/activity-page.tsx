import '@mantine/core/styles/Table.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import { useId, type ReactNode } from 'react'
import { Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { ActivityEntry, ActivityGroupTotals, ActivityPeriod, ActivityTotals } from '@/api/protection-activity.ts'
import { describeApiFailure } from '@/shared/notices.ts'
import { formatBRL } from '@/shared/money.ts'
import { useToast } from '@/shared/toast.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { PageLinks } from '@/shared/ui/page-links.tsx'
import { RecordList } from '@/shared/ui/record-list.tsx'
import { SectionPending } from '@/shared/ui/page-pending.tsx'
import { activityQueryOptions, useActivityExport } from './queries.ts'
import { dayText, entryDate, entryDescription, entryType, TYPE_OPTIONS } from './rules/entry.ts'
import { activityFailure, exportFailure } from './rules/failures.ts'
import type { ActivitySearch } from './rules/search.ts'
import { currentMonth, toActivityFilter, toActivityQuery } from './rules/search-query.ts'
import { statementCsv, statementFileName } from './rules/statement-csv.ts'
import { saveTextFile } from './save-file.ts'
import classes from './activity-page.module.css'

const PERIODS: ReadonlyArray<{ value: ActivityPeriod; label: MessageDescriptor }> = [
  { value: 'today', label: msg`Hoje` },
  { value: '7d', label: msg`Últimos 7 dias` },
  { value: '30d', label: msg`Últimos 30 dias` },
  { value: '90d', label: msg`Últimos 90 dias` },
  { value: 'month', label: msg`Um mês` },
  { value: 'custom', label: msg`Outro período` },
]

const GROUPS = [
  { value: 'day', label: msg`Dia` },
  { value: 'week', label: msg`Semana` },
  { value: 'month', label: msg`Mês` },
] as const

/**
 * /profile/activity, 'Extrato de atividade': every round, bet, bonus and money movement with the balance after it,
 * filtered by period and type in the address (?periodo=, ?tipo=, ?pagina=), the result of each day, week or month,
 * and the whole filtered range as a CSV. The statement stays on screen, dimmed, while the next page or filter loads;
 * a failure stays in the page with a retry.
 */
export function ActivityPage({ search }: { search: ActivitySearch }) {
  const { t } = useLingui()
  const statement = useQuery(activityQueryOptions(toActivityQuery(search)))
  const navigate = useNavigate()
  const go = (next: Partial<ActivitySearch>) =>
    void navigate({ to: '.', search: { ...search, pagina: 1, ...next }, resetScroll: false })
  const answer = statement.data

  return (
    <Stack gap="lg">
      <Title order={1} className={classes.title}>
        <Trans>Extrato de atividade</Trans>
      </Title>
      <Filters search={search} shown={answer?.range} onChange={go} />
      {answer ? <RangeLine from={answer.range.from} to={answer.range.to} /> : null}
      {statement.isError && !answer ? (
        <Paper withBorder radius="lg" className={classes.section}>
          <LoadFailure
            layout="section"
            message={activityFailure.fallback}
            onRetry={() => void statement.refetch()}
            retrying={statement.isFetching}
            toasts={{ error: statement.error, texts: activityFailure }}
          />
        </Paper>
      ) : !answer ? (
        <SectionPending>
          <Trans>Carregando extrato…</Trans>
        </SectionPending>
      ) : (
        <div
          className={classes.results}
          data-stale={statement.isPlaceholderData || undefined}
          aria-busy={statement.isFetching}
        >
          <Totals groups={answer.groups} total={answer.total} group={search.grupo} onGroup={(grupo) => go({ grupo })} />
          <Section title={<Trans>Movimentações</Trans>} actions={<ExportButton search={search} />}>
            {answer.entries.total === 0 ? (
              <Text c="dimmed">
                <Trans>Nenhuma movimentação neste período.</Trans>
              </Text>
            ) : (
              <>
                <Entries entries={answer.entries.data} />
                <PageLinks
                  page={answer.entries}
                  label={t`Páginas do extrato`}
                  searchFor={(pagina) => ({ ...search, pagina })}
                />
              </>
            )}
          </Section>
          {statement.isError ? (
            <LoadFailure
              layout="section"
              message={activityFailure.fallback}
              onRetry={() => void statement.refetch()}
              retrying={statement.isFetching}
              toasts={{ error: statement.error, texts: activityFailure }}
            />
          ) : null}
        </div>
      )}
    </Stack>
  )
}

/** The days the statement covers, as the server resolved the period. */
function RangeLine({ from, to }: { from: string; to: string }) {
  const first = dayText(from)
  const last = dayText(to)
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      <Trans>
        De {first} a {last}
      </Trans>
    </Text>
  )
}

function Section({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" className={classes.section}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} id={headingId} fz="lg">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  )
}

/**
 * Period, month or dates, and type: each change is a new address (page 1). `Outro período` starts from the days on
 * screen, so it never asks for a range without dates; new dates apply with `Aplicar`.
 */
function Filters({
  search,
  shown,
  onChange,
}: {
  search: ActivitySearch
  shown: { from: string; to: string } | undefined
  onChange: (next: Partial<ActivitySearch>) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Paper component="section" aria-label={t`Filtros do extrato`} withBorder radius="lg" className={classes.section}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label={t`Período`}
          value={search.periodo}
          data={PERIODS.map((p) => ({ value: p.value, label: i18n._(p.label) }))}
          onChange={(event) => {
            const periodo = event.currentTarget.value as ActivityPeriod
            if (periodo === 'month') onChange({ periodo, mes: search.mes ?? currentMonth(Date.now()) })
            else if (periodo === 'custom')
              onChange({ periodo, de: search.de ?? shown?.from, ate: search.ate ?? shown?.to })
            else onChange({ periodo })
          }}
        />
        {search.periodo === 'month' ? (
          <TextInput
            type="month"
            label={t`Mês`}
            value={search.mes ?? ''}
            onChange={(event) => {
              const mes = event.currentTarget.value
              if (/^\d{4}-\d{2}$/.test(mes)) onChange({ mes })
            }}
          />
        ) : null}
        <NativeSelect
          label={t`Tipo`}
          value={search.tipo ?? ''}
          data={[
            { value: '', label: t`Todos` },
            ...TYPE_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value
            const tipo = TYPE_OPTIONS.find((o) => o.value === value)?.value
            onChange({ tipo })
          }}
        />
      </Group>
      {search.periodo === 'custom' ? (
        <RangeForm
          key={`${search.de ?? ''}:${search.ate ?? ''}`}
          from={search.de ?? ''}
          to={search.ate ?? ''}
          onApply={(de, ate) => onChange({ periodo: 'custom', de, ate })}
        />
      ) : null}
    </Paper>
  )
}

/** The custom range's two dates, checked here before the address changes. */
function RangeForm({
  from: initialFrom,
  to: initialTo,
  onApply,
}: {
  from: string
  to: string
  onApply: (from: string, to: string) => void
}) {
  const { t } = useLingui()
  // @mantine/form, as every form (docs/architecture.md, "Forms"): the range is checked on Aplicar as one message
  // under both dates, kept until the next try.
  const form = useForm({
    initialValues: { from: initialFrom, to: initialTo },
    clearInputErrorOnChange: false,
    validate: ({ from, to }) => ({
      range:
        !from || !to
          ? t`Informe as duas datas.`
          : from > to
            ? t`A data final deve ser igual ou posterior à inicial.`
            : null,
    }),
  })
  const error = form.errors.range
  return (
    <form onSubmit={form.onSubmit(({ from, to }) => onApply(from, to))} className={classes.range} noValidate>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput type="date" label={t`De`} {...form.getInputProps('from')} />
        <TextInput type="date" label={t`Até`} {...form.getInputProps('to')} />
        <Button type="submit" variant="light">
          <Trans>Aplicar</Trans>
        </Button>
      </Group>
      {error ? (
        <Text role="alert" size="sm" mt="xs" className={classes.error}>
          {error}
        </Text>
      ) : null}
    </form>
  )
}

/** The result of each day, week or month with activity, newest first, and of the whole range below. */
function Totals({
  groups,
  total,
  group,
  onGroup,
}: {
  groups: ActivityGroupTotals[]
  total: ActivityTotals
  group: ActivitySearch['grupo']
  onGroup: (group: ActivitySearch['grupo']) => void
}) {
  const { t, i18n } = useLingui()
  const active = groups.filter((g) => g.deposits || g.withdrawals || g.staked || g.won || g.bonuses)
  const columns = [
    { key: 'deposits', label: t`Depósitos` },
    { key: 'withdrawals', label: t`Saques` },
    { key: 'staked', label: t`Apostado` },
    { key: 'won', label: t`Ganho` },
    { key: 'bonuses', label: t`Bônus` },
    { key: 'net', label: t`Resultado` },
  ] as const
  const picker = (
    <NativeSelect
      size="xs"
      label={t`Agrupar por`}
      value={group}
      data={GROUPS.map((g) => ({ value: g.value, label: i18n._(g.label) }))}
      onChange={(event) => onGroup(event.currentTarget.value as ActivitySearch['grupo'])}
      className={classes.groupPicker}
    />
  )
  const periodLabel = (g: ActivityGroupTotals) =>
    g.starts_on === g.ends_on ? dayText(g.starts_on) : `${dayText(g.starts_on)} – ${dayText(g.ends_on)}`
  return (
    <Section title={<Trans>Resultado por período</Trans>} actions={picker}>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Resultado é o ganho menos o apostado em rodadas e apostas.</Trans>
      </Text>
      {active.length === 0 ? (
        <Text c="dimmed">
          <Trans>Nenhuma movimentação neste período.</Trans>
        </Text>
      ) : (
        // Focusable, so a keyboard can scroll the columns a phone cannot show at once.
        <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={t`Tabela de resultados por período`}>
          <Table verticalSpacing="xs" className={classes.totals}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Período</Trans>
                </Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c.key} scope="col" className={classes.amount}>
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {active.map((g) => (
                <Table.Tr key={g.starts_on}>
                  <Table.Th scope="row">{periodLabel(g)}</Table.Th>
                  {columns.map((c) => (
                    <Table.Td key={c.key} className={classes.amount}>
                      {c.key === 'net' ? <Signed centavos={g.net} /> : formatBRL(g[c.key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">
                  <Trans>Total</Trans>
                </Table.Th>
                {columns.map((c) => (
                  <Table.Td key={c.key} className={classes.amount}>
                    {c.key === 'net' ? <Signed centavos={total.net} /> : formatBRL(total[c.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </div>
      )}
    </Section>
  )
}

/** A signed amount: "+R$ 5,00" or "−R$ 5,00", coloured, the sign written (colour is never the only cue). */
function Signed({ centavos }: { centavos: number }) {
  const text = formatBRL(Math.abs(centavos))
  if (centavos === 0) return <>{text}</>
  return (
    <span className={centavos > 0 ? classes.credit : classes.debit}>
      {centavos > 0 ? '+' : '−'}
      {text}
    </span>
  )
}

function ExportButton({ search }: { search: ActivitySearch }) {
  const { i18n } = useLingui()
  const toast = useToast()
  const exporting = useActivityExport()
  const run = () =>
    exporting.mutate(toActivityFilter(search), {
      onSuccess: (answer) => saveTextFile(statementFileName(answer.range), statementCsv(answer.entries, i18n)),
      onError: (error) => toast.errors(describeApiFailure(error, exportFailure)),
    })
  return (
    <Button size="xs" variant="light" onClick={run} loading={exporting.isPending}>
      <Trans>Exportar CSV</Trans>
    </Button>
  )
}

function Entries({ entries }: { entries: ActivityEntry[] }) {
  const { t, i18n } = useLingui()
  const rows = entries.map((entry) => ({
    key: entry.id,
    date: <time dateTime={entry.created_at}>{entryDate(entry.created_at)}</time>,
    type: i18n._(entryType(entry)),
    description: entryDescription(entry, i18n),
    amount: <Signed centavos={entry.amount} />,
    balance: formatBRL(entry.balance_after),
  }))
  const columns = [
    { key: 'date', label: t`Data e hora` },
    { key: 'type', label: t`Tipo` },
    { key: 'description', label: t`Descrição` },
    { key: 'amount', label: t`Valor`, numeric: true },
    { key: 'balance', label: t`Saldo`, numeric: true },
  ] as const
  return <RecordList rows={rows} columns={columns} verticalSpacing="xs" />
}
