import { describe, expect, it } from 'vitest'
import { readHostMessage } from './host-messages.ts'

describe('readHostMessage', () => {
  it('reads deposit and loaded for this session', () => {
    expect(readHostMessage({ v: 1, type: 'deposit', session: 's1' }, 's1')).toBe('deposit')
    expect(readHostMessage({ v: 1, type: 'loaded', session: 's1' }, 's1')).toBe('loaded')
  })

  it('ignores another session, another version, other types and anything that is not a message object', () => {
    expect(readHostMessage({ v: 1, type: 'deposit', session: 's2' }, 's1')).toBeNull()
    expect(readHostMessage({ v: 1, type: 'deposit' }, 's1')).toBeNull()
    expect(readHostMessage({ v: 2, type: 'deposit', session: 's1' }, 's1')).toBeNull()
    expect(readHostMessage({ v: 1, type: 'round.start', session: 's1' }, 's1')).toBeNull()
    expect(readHostMessage({ v: 1, type: 'reply', session: 's1' }, 's1')).toBeNull()
    for (const data of [null, 'deposit', 1, [], JSON.stringify({ v: 1, type: 'deposit', session: 's1' })]) {
      expect(readHostMessage(data, 's1')).toBeNull()
    }
  })

  it('without a session token nothing is read (a launch without one cannot be told apart)', () => {
    expect(readHostMessage({ v: 1, type: 'deposit', session: null }, null)).toBeNull()
    expect(readHostMessage({ v: 1, type: 'deposit', session: '' }, '')).toBeNull()
  })
})
