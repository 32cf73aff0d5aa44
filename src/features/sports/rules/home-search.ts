import * as v from 'valibot'
import { OptionalText } from '@/shared/routing.ts'

/** The sports home's address: `?liga=` the league filter of `Main Games` (its name; absent for all leagues). */
export const SportsHomeSearchSchema = v.object({ liga: OptionalText })
export type SportsHomeSearch = v.InferOutput<typeof SportsHomeSearchSchema>
