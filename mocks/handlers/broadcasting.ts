import { broadcastingAuth } from '@/api/broadcasting.ts'
import { canJoinChannel, realtimeHandler, signChannel } from '../realtime.ts'
import { handle, reply } from './define.ts'

export const broadcastingHandlers = [
  // Laravel's Broadcast::auth: the player must pass the channel's rule, then gets the signature the
  // websocket server checks on subscribe.
  handle(broadcastingAuth, async ({ auth, body }) => {
    if (!canJoinChannel(auth.user, body.channel_name)) return reply.forbidden()
    return { auth: await signChannel(body.socket_id, body.channel_name) }
  }),
  realtimeHandler,
]
