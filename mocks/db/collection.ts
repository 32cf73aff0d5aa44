import type { DbData, TableName, Tables } from './schema.ts'

type Row<N extends TableName> = Tables[N][number]
export type NewRow<N extends TableName> = Omit<Row<N>, 'id'> & { id?: number }

/** What happened to a row: the database records it, so a save can merge this tab's rows into another tab's copy. */
export type RowChange = 'upsert' | 'delete'

/**
 * A typed table over the database's plain data. It reads the data through a getter on every call, so it
 * stays valid after db.reset() swaps the whole data object.
 */
export class Collection<N extends TableName> {
  constructor(
    private readonly name: N,
    private readonly data: () => DbData,
    private readonly changed: (id: number, change: RowChange) => void,
  ) {}

  private get rows(): Array<Row<N>> {
    return this.data()[this.name]
  }

  all(): ReadonlyArray<Row<N>> {
    return this.rows
  }

  count(): number {
    return this.rows.length
  }

  find(id: number): Row<N> | undefined {
    return this.rows.find((row) => row.id === id)
  }

  findBy(predicate: (row: Row<N>) => boolean): Row<N> | undefined {
    return this.rows.find(predicate)
  }

  where(predicate: (row: Row<N>) => boolean): Array<Row<N>> {
    return this.rows.filter(predicate)
  }

  insert(row: NewRow<N>): Row<N> {
    const data = this.data()
    const id = row.id ?? data.sequences[this.name] + 1
    data.sequences[this.name] = Math.max(data.sequences[this.name], id)
    const stored = { ...row, id } as Row<N>
    this.rows.push(stored)
    this.changed(id, 'upsert')
    return stored
  }

  update(id: number, patch: Partial<Omit<Row<N>, 'id'>>): Row<N> | undefined {
    const row = this.find(id)
    if (!row) return undefined
    Object.assign(row, patch)
    this.changed(id, 'upsert')
    return row
  }

  /** Removes the rows the predicate picks; returns how many. */
  removeWhere(predicate: (row: Row<N>) => boolean): number {
    const rows = this.rows
    let removed = 0
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i]
      if (row && predicate(row)) {
        rows.splice(i, 1)
        removed++
        this.changed(row.id, 'delete')
      }
    }
    return removed
  }

  remove(id: number): boolean {
    return this.removeWhere((row) => row.id === id) > 0
  }
}
