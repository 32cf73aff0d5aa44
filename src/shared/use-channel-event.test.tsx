import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { userChannel } from '@/api/broadcasting.ts'
import { DEMO_ID, signedInPlayer } from '@/testing/deposit-fixtures.ts'
import { renderInProviders } from '@/testing/render.tsx'
import { broadcast, subscriberCount } from '@mocks/realtime.ts'
import { usePublicChannelEvent, useUserChannelEvent } from './use-channel-event.ts'

const PingSchema = v.object({ n: v.number() })

function PublicListener() {
  const [enabled, setEnabled] = useState(true)
  const [received, setReceived] = useState<number[]>([])
  usePublicChannelEvent('test.public', 'test.ping', PingSchema, ({ n }) => setReceived((list) => [...list, n]), {
    enabled,
  })
  return (
    <>
      <output aria-label="received">{received.join(',')}</output>
      <button type="button" onClick={() => setEnabled((value) => !value)}>
        toggle
      </button>
    </>
  )
}

function Listener() {
  const [enabled, setEnabled] = useState(true)
  const [received, setReceived] = useState<number[]>([])
  useUserChannelEvent('test.ping', PingSchema, ({ n }) => setReceived((list) => [...list, n]), { enabled })
  return (
    <>
      <output aria-label="received">{received.join(',')}</output>
      <button type="button" onClick={() => setEnabled((value) => !value)}>
        toggle
      </button>
    </>
  )
}

describe('useUserChannelEvent', () => {
  it("delivers the player's pushes parsed, drops payloads that break the schema, and stops when disabled", async () => {
    const { store } = signedInPlayer(DEMO_ID)
    const user = userEvent.setup()
    renderInProviders(<Listener />, { store })
    const channel = userChannel(DEMO_ID)
    await waitFor(() => expect(subscriberCount(channel)).toBe(1))

    broadcast(channel, 'test.ping', { n: 'not a number' })
    broadcast(channel, 'test.ping', { n: 1 })
    broadcast(channel, 'test.other', { n: 9 })
    broadcast(channel, 'test.ping', { n: 2 })
    await waitFor(() => expect(screen.getByLabelText('received')).toHaveTextContent('1,2'))
    expect(screen.getByLabelText('received')).toHaveTextContent(/^1,2$/)

    await user.click(screen.getByRole('button', { name: 'toggle' }))
    await waitFor(() => expect(subscriberCount(channel)).toBe(0))
  })

  it('listens to nothing for a visitor', async () => {
    const user = userEvent.setup()
    // A logged-in render subscribes (above); here no user id means no channel to subscribe to.
    renderInProviders(<Listener />)
    await user.click(screen.getByRole('button', { name: 'toggle' }))
    await user.click(screen.getByRole('button', { name: 'toggle' }))
    expect(subscriberCount(userChannel(DEMO_ID))).toBe(0)
  })
})

describe('usePublicChannelEvent', () => {
  it('delivers a public channel to a visitor, parsed, and stops when disabled', async () => {
    const user = userEvent.setup()
    renderInProviders(<PublicListener />)
    await waitFor(() => expect(subscriberCount('test.public')).toBe(1))

    broadcast('test.public', 'test.ping', { n: 'not a number' })
    broadcast('test.public', 'test.ping', { n: 3 })
    broadcast('test.public', 'test.other', { n: 9 })
    await waitFor(() => expect(screen.getByLabelText('received')).toHaveTextContent('3'))
    expect(screen.getByLabelText('received')).toHaveTextContent(/^3$/)

    await user.click(screen.getByRole('button', { name: 'toggle' }))
    await waitFor(() => expect(subscriberCount('test.public')).toBe(0))
  })
})
