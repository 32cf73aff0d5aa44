export interface BudgetRow {
  check: string
  value: string
  limit: string
  status: 'ok' | 'FAIL'
}
export declare function checkBudget(
  outDir?: string,
  routesDir?: string,
  sources?: { app: string; mocks: string },
): { rows: BudgetRow[]; failures: string[] }
export declare function printTable(rows: BudgetRow[]): void
