// React 19 has useSyncExternalStore built in; libraries that still import the React 17 shim (Lingui) get React's
// own hook through a Vite alias instead of the shim's fallback code.
export { useSyncExternalStore } from 'react'
