import { Notifications } from '@mantine/notifications'

/**
 * Loaded once the browser is idle after the first screen (providers.tsx): the toast container and its transitions are
 * ~15 KB gzip that no first screen needs. `notifications.show()` writes to a module store, so a toast raised before
 * this mounts still appears.
 */
export default function NotificationsHost() {
  return <Notifications position="top-right" limit={4} />
}
