import * as v from 'valibot'

/**
 * The activity statement's filter values, apart from the contract's module (protection-activity.ts): the statement's
 * route validates its address with them, and a route's search schema is in the entry chunk, the endpoints are not.
 */

/** The periods the statement offers; the server resolves them on its own clock (São Paulo days). */
export const ActivityPeriodSchema = v.picklist(['today', '7d', '30d', '90d', 'month', 'custom'])
export type ActivityPeriod = v.InferOutput<typeof ActivityPeriodSchema>

/** What the statement can be narrowed to: casino rounds, sports bets, bonuses, deposits, withdrawals. */
export const ActivityTypeSchema = v.picklist(['rounds', 'bets', 'bonuses', 'deposits', 'withdrawals'])
export type ActivityType = v.InferOutput<typeof ActivityTypeSchema>

/** How the totals are grouped: São Paulo days, weeks from Monday, calendar months. */
export const ActivityGroupSchema = v.picklist(['day', 'week', 'month'])
export type ActivityGroup = v.InferOutput<typeof ActivityGroupSchema>
