/**
 * The decorative particles behind the game loader and the maintenance screen: how many, how often they are drawn,
 * and how they move. Pure, so the budget and the motion are tested without a canvas.
 */

export type ParticleScene = 'loader' | 'maintenance'

export interface DeviceHints {
  /** navigator.hardwareConcurrency: logical cores. */
  hardwareConcurrency?: number | undefined
  /** navigator.deviceMemory (Chromium only): gigabytes, rounded down to a power of two. */
  deviceMemory?: number | undefined
}

/** A device with at most 4 cores or at most 4 GB of memory counts as low-end. Unknown values say nothing. */
export function isLowEndDevice({ hardwareConcurrency, deviceMemory }: DeviceHints): boolean {
  return (
    (hardwareConcurrency !== undefined && hardwareConcurrency > 0 && hardwareConcurrency <= 4) ||
    (deviceMemory !== undefined && deviceMemory > 0 && deviceMemory <= 4)
  )
}

export interface ParticleBudget {
  count: number
  /** The frame rate cap. */
  fps: number
}

/** 20 particles on a low-end device and 40 otherwise in the loader, 30 on the maintenance screen; 30 fps on a
 * low-end device, 60 otherwise. */
export function particleBudget(scene: ParticleScene, lowEnd: boolean): ParticleBudget {
  const count = scene === 'maintenance' ? 30 : lowEnd ? 20 : 40
  return { count, fps: lowEnd ? 30 : 60 }
}

/**
 * Whether a frame is due at `now` (ms) after the last drawn one at `last`, for a cap of `fps`. A little slack (a
 * quarter of a frame) keeps a 60 Hz display from skipping every other frame at a 60 fps cap.
 */
export function frameDue(now: number, last: number, fps: number): boolean {
  return now - last >= (1000 / fps) * 0.75
}

export interface Particle {
  x: number
  y: number
  /** Pixels per second. */
  vx: number
  vy: number
  radius: number
  alpha: number
}

/** `count` particles spread over a `width` x `height` area, drifting slowly upwards. `random` returns [0, 1). */
export function createParticles(count: number, width: number, height: number, random: () => number): Particle[] {
  return Array.from({ length: count }, () => {
    const particle = spawn(width, random)
    return { ...particle, y: random() * height }
  })
}

/** A new particle just below the bottom edge. */
function spawn(width: number, random: () => number): Particle {
  const radius = 1 + random() * 2.5
  return {
    x: random() * width,
    y: 0,
    vx: (random() - 0.5) * 12,
    vy: -(8 + random() * 22),
    radius,
    alpha: 0.25 + random() * 0.55,
  }
}

/**
 * The particles `seconds` later: they move by their speed, wrap around the sides, and one that left at the top
 * comes back from the bottom. Returns new objects; the count never changes.
 */
export function stepParticles(
  particles: readonly Particle[],
  seconds: number,
  width: number,
  height: number,
  random: () => number,
): Particle[] {
  return particles.map((particle) => {
    const y = particle.y + particle.vy * seconds
    if (y < -particle.radius) {
      const next = spawn(width, random)
      return { ...next, y: height + next.radius }
    }
    let x = particle.x + particle.vx * seconds
    if (x < 0) x += width
    else if (x > width) x -= width
    return { ...particle, x, y }
  })
}
