import { Notifications } from '@mantine/notifications'
import '@mantine/notifications/styles.layer.css'

/**
 * Loaded after first paint (see providers.tsx): the toast container and its transitions are ~12 KB gzip
 * that no first screen needs. `notifications.show()` writes to a module store, so a toast raised before
 * this mounts still appears.
 */
export default function NotificationsHost() {
  return <Notifications position="top-right" limit={4} />
}
