import { toDecimal } from '@/api/money.ts'
import { missionsAccept, missionsCollect, missionsList } from '@/api/missions.ts'
import {
  acceptMission,
  collectedToday,
  collectRewards,
  followMissionProgress,
  MISSION_ACCEPTED,
  MISSION_ALREADY_ACCEPTED,
  MISSION_UNKNOWN,
  missionsOf,
  toWireMission,
} from './missions.ts'
import { handle, reply } from '../handlers/define.ts'

// Progress follows every bet of the demo games and the sportsbook wherever the handlers run.
followMissionProgress()

export const MISSIONS_COLLECTED = 'Recompensas coletadas.'
export const MISSIONS_NOTHING_TO_COLLECT = 'Nenhuma recompensa para coletar.'

/** Daily and weekly missions with the player's progress, accepting one, and Collect Rewards. */
export const missionsHandlers = [
  handle(missionsList, ({ auth, query, now }) => ({
    missions: missionsOf(query.period).map((mission) => toWireMission(mission, auth.user.id, +now)),
    accumulated_rewards: toDecimal(collectedToday(auth.user.id, +now)),
  })),
  handle(missionsAccept, ({ auth, body, now }) => {
    const result = acceptMission(auth.user.id, body.mission_id, +now)
    if (!result.ok) {
      return result.reason === 'unknown'
        ? reply.error(404, MISSION_UNKNOWN)
        : reply.error(400, MISSION_ALREADY_ACCEPTED)
    }
    return { status: true, message: MISSION_ACCEPTED }
  }),
  handle(missionsCollect, ({ auth, now }) => {
    const { amount, count } = collectRewards(auth.user.id, +now)
    return {
      status: true,
      collected: toDecimal(amount),
      count,
      message: count > 0 ? MISSIONS_COLLECTED : MISSIONS_NOTHING_TO_COLLECT,
    }
  }),
]
