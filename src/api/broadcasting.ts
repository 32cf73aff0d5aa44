import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { runtimeConfig } from './runtime-config.ts'
import { DEFAULT_REALTIME_URL, realtimeSocketUrl } from './runtime-config-values.ts'

/**
 * Laravel broadcasting (Reverb / Pusher protocol). Private channels are authorised by the API: the
 * realtime client sends its socket id and the channel name, the server signs them with the app
 * secret, and the websocket server checks that signature on `pusher:subscribe`.
 */
export const broadcastingAuth = defineEndpoint({
  id: 'broadcasting.auth',
  method: 'POST',
  path: 'broadcasting/auth',
  body: v.object({
    // Pusher socket ids are two integers joined by a dot: "123456.7890123".
    socket_id: v.pipe(v.string(), v.regex(/^\d+\.\d+$/, 'Expected a Pusher socket id')),
    channel_name: v.pipe(v.string(), v.minLength(1)),
  }),
  response: v.object({
    /** `<app key>:<hex HMAC-SHA256 of "socket_id:channel_name">` */
    auth: v.string(),
    /** Presence channels only. */
    channel_data: v.optional(v.string()),
  }),
  auth: 'required',
  tag: 'realtime',
  summary: 'Authorise a private realtime channel',
  description:
    '"realtime private-channel authorisation; the realtime client uses a websocket provider on a local host and port".',
})

export { DEFAULT_REALTIME_URL }

/**
 * The websocket URL: the deployment's (config.json's `realtime`, whose default is VITE_REALTIME_URL; see
 * src/api/runtime-config.ts) resolved against the page, or the URL given (relative URLs resolve against the page, as
 * ws/wss).
 */
export function realtimeUrl(configured?: string): string {
  if (!configured) return realtimeSocketUrl(runtimeConfig().realtime, globalThis.location)
  if (/^wss?:\/\//i.test(configured)) return configured.replace(/\/$/, '')
  const base = globalThis.location?.href ?? 'http://localhost/'
  const url = new URL(configured, base)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.href.replace(/\/$/, '')
}

/** `ws://host/app/jogada` -> `jogada` (the Pusher app key is the last path segment after /app/). */
export function realtimeAppKey(url: string): string {
  const match = /\/app\/([^/?#]+)/.exec(url)
  return match?.[1] ?? 'jogada'
}

/** Echo's `private('X')` is the channel `private-X`; both spellings are accepted. */
export function privateChannelName(channel: string): string {
  return channel.startsWith('private-') ? channel : `private-${channel}`
}

/** The player's own channel, where payment and wallet events arrive (Laravel's default user channel). */
export function userChannel(userId: number | string): string {
  return `private-App.Models.User.${userId}`
}
