import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { mulberry32 } from '@/shared/prng.ts'
import { createParticles, frameDue, isLowEndDevice, particleBudget, stepParticles } from './particles.ts'

describe('particle budget', () => {
  it('20 on a low-end device and 40 otherwise in the loader, 30 on the maintenance screen', () => {
    expect(particleBudget('loader', true).count).toBe(20)
    expect(particleBudget('loader', false).count).toBe(40)
    expect(particleBudget('maintenance', true).count).toBe(30)
    expect(particleBudget('maintenance', false).count).toBe(30)
  })

  it('30 fps on a low-end device, 60 otherwise', () => {
    expect(particleBudget('loader', true).fps).toBe(30)
    expect(particleBudget('loader', false).fps).toBe(60)
    expect(particleBudget('maintenance', true).fps).toBe(30)
  })

  it('low-end: at most 4 cores or at most 4 GB; unknown says nothing', () => {
    expect(isLowEndDevice({ hardwareConcurrency: 4 })).toBe(true)
    expect(isLowEndDevice({ hardwareConcurrency: 8, deviceMemory: 2 })).toBe(true)
    expect(isLowEndDevice({ hardwareConcurrency: 8, deviceMemory: 8 })).toBe(false)
    expect(isLowEndDevice({ hardwareConcurrency: 8 })).toBe(false)
    expect(isLowEndDevice({})).toBe(false)
  })
})

describe('frame cap', () => {
  it('draws about fps frames a second on a 60 Hz display', () => {
    for (const fps of [30, 60]) {
      let last = 0
      let drawn = 0
      for (let now = 1000 / 60; now <= 1000; now += 1000 / 60) {
        if (frameDue(now, last, fps)) {
          drawn += 1
          last = now
        }
      }
      expect(drawn).toBeGreaterThanOrEqual(fps - 1)
      expect(drawn).toBeLessThanOrEqual(fps)
    }
  })
})

describe('particle motion', () => {
  it('keeps the count and every particle inside the area (or just below it, coming back)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 1_000 }), (count, seed) => {
        // Seeded, so a failing run is repeatable.
        const random = mulberry32(seed)
        let particles = createParticles(count, 360, 640, random)
        for (let i = 0; i < 200; i++) particles = stepParticles(particles, 0.1, 360, 640, random)
        expect(particles).toHaveLength(count)
        for (const particle of particles) {
          expect(particle.x).toBeGreaterThanOrEqual(0)
          expect(particle.x).toBeLessThanOrEqual(360)
          expect(particle.y).toBeGreaterThanOrEqual(-particle.radius)
          expect(particle.y).toBeLessThanOrEqual(640 + particle.radius)
        }
      }),
    )
  })
})
