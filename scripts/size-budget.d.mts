export interface BudgetRow {
  check: string
  value: string
  limit: string
  status: 'ok' | 'FAIL' | 'info'
}
export declare function checkBudget(
  outDir?: string,
  routesDir?: string,
  sources?: { app: string; mocks: string },
  demoDir?: string,
): { rows: BudgetRow[]; failures: string[] }
export declare function printTable(rows: BudgetRow[]): void
export declare function mockChunkBytes(demoDir: string): number | undefined
