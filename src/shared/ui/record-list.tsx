import '@mantine/core/styles/Table.layer.css'
import type { ReactNode } from 'react'
import { Table, type MantineSpacing } from '@mantine/core'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import classes from './record-list.module.css'

export type RecordRow<K extends string> = { key: string | number } & Record<K, ReactNode>
export type RecordColumns<K extends string> = ReadonlyArray<{
  key: K
  label: string
  /** Amounts and balances: right-aligned, on one line, in figures of one width. */
  numeric?: boolean
}>

/**
 * The lists of records a player reads (the wallet's history, the activity statement): a table on wider screens; on
 * phones a card per record, each value beside its column's label, so nothing scrolls sideways. A missing value reads
 * "—" in a card.
 */
export function RecordList<K extends string>({
  rows,
  columns,
  verticalSpacing = 'sm',
}: {
  rows: RecordRow<K>[]
  columns: RecordColumns<K>
  verticalSpacing?: MantineSpacing
}) {
  const isPhone = useIsPhone()
  if (isPhone) {
    return (
      <ul className={classes.cards}>
        {rows.map((row) => (
          <li key={row.key} className={classes.card}>
            <dl>
              {columns.map((column) => (
                <div key={column.key} style={{ display: 'contents' }}>
                  <dt>{column.label}</dt>
                  <dd>{row[column.key] ?? '—'}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing={verticalSpacing} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" className={column.numeric ? classes.numeric : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {columns.map((column) => (
                <Table.Td key={column.key} className={column.numeric ? classes.numeric : undefined}>
                  {row[column.key]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
