/** Where the visitor's device id lives: the server answers one spin per device. */
export const SPIN_DEVICE_KEY = 'jogada:spin-device'

type DeviceStorage = Pick<Storage, 'getItem' | 'setItem'>

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')
}

/** This device's id, made once and kept (a private window or cleared storage is a new device, as with a cookie). */
export function spinDeviceId(storage: DeviceStorage | null = safeLocalStorage()): string {
  const stored = storage?.getItem(SPIN_DEVICE_KEY)
  if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored
  const id = randomId()
  try {
    storage?.setItem(SPIN_DEVICE_KEY, id)
  } catch {
    // Storage full or refused: this visit still spins once.
  }
  return id
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage
  } catch {
    return null
  }
}
