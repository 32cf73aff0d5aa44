import { db } from '../db/index.ts'

/** Spins answered so far, and how many of them a registration already claimed. */
export function spinCounts(): { spun: number; claimed: number } {
  const spins = db.spins.all()
  return { spun: spins.length, claimed: spins.filter((spin) => spin.redeemed_by !== null).length }
}

/**
 * Lets every device spin again (one spin per device otherwise makes a demo a one-shot): the spins stay, claimed
 * prizes stay claimed, only their tie to a device and a visitor's client goes. Returns how many spins were untied.
 */
export function forgetSpinDevices(): number {
  const tied = db.spins.where((spin) => spin.device_id !== null || (spin.client ?? null) !== null)
  for (const spin of tied) db.spins.update(spin.id, { device_id: null, client: null })
  return tied.length
}
