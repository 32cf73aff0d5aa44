// npm run contract:check -- --base-url URL [--email E --password P] [--write] [--json FILE] [--junit FILE]
// Calls a server's endpoints the way the app does and reports each one as ok, tolerated, drift, missing or error
// against the contract in src/api (docs/backend-integration.md). The logic is in scripts/contract-check/; this entry
// reads the command line, prints the table and writes the files.
import { writeFile } from 'node:fs/promises'
import { parseArgs, USAGE } from './contract-check/args.ts'
import { runContractCheck, UnreachableError, UsageError } from './contract-check/check.ts'
import { exitCodeOf, renderJson, renderJunit, renderTable } from './contract-check/report.ts'

export async function main(args: string[]): Promise<number> {
  const parsed = parseArgs(args)
  if (parsed.ok === 'help') {
    console.log(USAGE)
    return 0
  }
  if (!parsed.ok) {
    console.error(`contract:check: ${parsed.message}\n\n${USAGE}`)
    return 2
  }
  const { check, jsonFile, junitFile } = parsed.value
  let report
  try {
    report = await runContractCheck({
      ...check,
      // Progress on stderr, so a slow server does not look like a hung command; the table is stdout's.
      onResult: (result, index, total) => process.stderr.write(`[${index}/${total}] ${result.id} ${result.outcome}\n`),
    })
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`contract:check: ${error.message}\n\n${USAGE}`)
      return 2
    }
    if (error instanceof UnreachableError) {
      console.error(`contract:check: ${error.message}`)
      return 2
    }
    throw error
  }
  process.stdout.write(renderTable(report))
  if (jsonFile) await writeFile(jsonFile, renderJson(report))
  if (junitFile) await writeFile(junitFile, renderJunit(report))
  return exitCodeOf(report)
}
