import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetMockState } from '../node.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { providerRequest, type ProviderReply } from '../provider/provider.ts'
import { createGameSession } from '../provider/sessions.ts'
import { createSession } from '../auth/sessions.ts'
import { onActivity, type Activity } from './activity.ts'

let seen: Activity[] = []
let stop = () => {}
beforeEach(() => {
  resetMockState()
  seen = []
  stop = onActivity((activity) => seen.push(activity))
})
afterEach(() => stop())

describe('activity', () => {
  it('reports a casino round’s stake and win with the game and round', () => {
    const game = catalogue().games.find((g) => g.game_name === 'Fruit Party')
    if (!game) throw new Error('Fruit Party')
    const session = createGameSession(createSession(1), game.id)
    const hello = providerRequest({ v: 1, type: 'hello', session: session.token, id: 'h' }, { windowId: 'w1' })
    expect(hello?.ok).toBe(true)
    // Spin until a round wins, so both kinds of activity are seen.
    for (let i = 0; i < 200 && !seen.some((a) => a.type === 'win'); i++) {
      const reply = providerRequest(
        { v: 1, type: 'round.start', session: session.token, id: `r${i}`, key: `k${i}`, bet: 100 },
        { windowId: 'w1' },
      ) as ProviderReply
      expect(reply?.ok).toBe(true)
    }
    const bet = seen.find((a) => a.type === 'bet')
    expect(bet).toMatchObject({
      userId: 1,
      amount: 100,
      countsAsBet: true,
      source: { kind: 'casino', gameId: game.id },
    })
    const win = seen.find((a) => a.type === 'win')
    expect(win).toMatchObject({ userId: 1, source: { kind: 'casino', gameId: game.id } })
    expect(win?.amount).toBeGreaterThan(0)
  })
})
