import { useEffect, useRef, type RefObject } from 'react'
import { markActivity } from '@/shared/activity.ts'
import { readHostMessage, type HostMessage } from './rules/host-messages.ts'

/**
 * Listens to what the game in `frame` tells its host. A message counts only when it comes from that frame's own
 * window (`event.source`; its origin is opaque for a same-origin game, so the origin cannot be checked) and carries
 * this launch's session token: another window, another tab's game or a forged message changes nothing.
 */
export function useHostMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  session: string | null,
  onMessage: (message: HostMessage) => void,
): void {
  const latest = useRef(onMessage)
  useEffect(() => {
    latest.current = onMessage
  })
  useEffect(() => {
    if (!session) return
    const listen = (event: MessageEvent) => {
      const game = frame.current?.contentWindow
      if (!game || event.source !== game) return
      const message = readHostMessage(event.data, session)
      if (!message) return
      // The player is at the game: its messages count as activity for the inactivity timeout.
      markActivity()
      latest.current(message)
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [frame, session])
}
