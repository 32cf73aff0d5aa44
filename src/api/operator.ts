import * as v from 'valibot'
import { defineEndpoint } from './define.ts'

/**
 * Who runs the site, as a licensed Brazilian operator must show it on every page. Kept out of `SettingSchema`
 * (src/api/settings.ts), which the entry chunk parses at start: only the footer's lazy chunk imports this module.
 */
export const OperatorSchema = v.object({
  /** Razão social. */
  legal_name: v.string(),
  /** Nome fantasia. */
  trade_name: v.string(),
  /** 14 characters, digits only (or the alphanumeric form); the app formats it. */
  cnpj: v.string(),
  /** The act that authorises the operator, e.g. a portaria's number. */
  authorization_act: v.string(),
  /** ISO date (yyyy-mm-dd) the act was published. */
  authorization_date: v.pipe(v.string(), v.isoDate()),
  /** Head office, one line as printed. */
  address: v.string(),
  /** Customer service (SAC): digits with the area code. */
  sac_phone: v.string(),
  sac_email: v.string(),
  /** Ombudsman (ouvidoria). */
  ombudsman_phone: v.optional(v.nullable(v.string())),
  ombudsman_email: v.optional(v.nullable(v.string())),
})
export type Operator = v.InferOutput<typeof OperatorSchema>

export const settingsOperator = defineEndpoint({
  id: 'settings.operator',
  method: 'GET',
  path: 'settings/operator',
  response: v.object({ operator: OperatorSchema }),
  auth: 'none',
  tag: 'settings',
  summary: 'The operator identification the footer shows on every page',
  description:
    'Response use: operator (legal and trade name, CNPJ, authorising act and its date, head office, SAC and ' +
    'ombudsman contacts). Public; the footer loads it once the first screen is up and hides the block on a failure.',
})
