import type { AuthAddressAction } from './use-auth-modal-from-address.ts'

/**
 * Starts downloading the modal an address opens on arrival (`/openlogin`, `/openregister`) with the page's own
 * chunks and data, instead of after the page has rendered and asked for it: its host and the modal are two more lazy
 * chunks, one after the other. A failed download here is not final: opening the modal downloads it again.
 */
export function preloadAuthModal(action: AuthAddressAction): void {
  const ignore = () => undefined
  import('./auth-modal-host.tsx').catch(ignore)
  const modal = action === 'openlogin' ? import('./login/login-modal.tsx') : import('./register/register-modal.tsx')
  modal.catch(ignore)
}
