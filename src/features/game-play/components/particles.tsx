import { useEffect, useRef } from 'react'
import { useThrottledCallback, useWindowEvent } from '@mantine/hooks'
import { RESIZE_THROTTLE_MS } from '@/shared/hooks/use-window-media-query.ts'
import {
  createParticles,
  frameDue,
  isLowEndDevice,
  particleBudget,
  stepParticles,
  type DeviceHints,
  type Particle,
  type ParticleScene,
} from '../rules/particles.ts'
import classes from './particles.module.css'

/** Motion is allowed only when the player has not asked the system for less of it. */
export const MOTION_ALLOWED_QUERY = '(prefers-reduced-motion: no-preference)'

function deviceHints(): DeviceHints {
  const nav = navigator as Navigator & { deviceMemory?: number }
  return { hardwareConcurrency: nav.hardwareConcurrency, deviceMemory: nav.deviceMemory }
}

/**
 * Decorative particles on a canvas behind the loader or the maintenance message (hidden from assistive technology).
 * They move only while motion is allowed, the tab is visible and the canvas is on screen; otherwise no frame is
 * requested at all, so a hidden canvas costs nothing. Low-end devices draw fewer particles at 30 fps.
 */
export function Particles({ scene }: { scene: ParticleScene }) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  // The canvas follows the window's size at most every 250 ms while it is resized (the last size always applies).
  const resizeCanvas = useRef<() => void>(() => {})
  useWindowEvent(
    'resize',
    useThrottledCallback(() => resizeCanvas.current(), RESIZE_THROTTLE_MS),
  )

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || typeof window.matchMedia !== 'function') return
    const motion = window.matchMedia(MOTION_ALLOWED_QUERY)
    const { count, fps } = particleBudget(scene, isLowEndDevice(deviceHints()))
    let context: CanvasRenderingContext2D | null = null
    let particles: Particle[] = []
    let width = 0
    let height = 0
    let frame = 0
    let lastDrawn = 0
    let onScreen = true

    const resize = () => {
      const ratio = window.devicePixelRatio || 1
      width = canvas.clientWidth
      height = canvas.clientHeight
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(height * ratio)
      context?.setTransform(ratio, 0, 0, ratio, 0, 0)
    }

    const draw = (now: number) => {
      frame = requestAnimationFrame(draw)
      if (!context || !frameDue(now, lastDrawn, fps)) return
      const seconds = lastDrawn === 0 ? 0 : Math.min(0.1, (now - lastDrawn) / 1000)
      lastDrawn = now
      particles = stepParticles(particles, seconds, width, height, Math.random)
      context.clearRect(0, 0, width, height)
      for (const particle of particles) {
        context.globalAlpha = particle.alpha
        context.beginPath()
        context.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2)
        context.fill()
      }
    }

    const stop = () => {
      cancelAnimationFrame(frame)
      frame = 0
    }

    const update = () => {
      const run = motion.matches && !document.hidden && onScreen
      if (!run) return stop()
      if (frame !== 0) return
      if (!context) {
        context = canvas.getContext('2d')
        if (!context) return
        resize()
        context.fillStyle = getComputedStyle(canvas).color
        particles = createParticles(count, width, height, Math.random)
      }
      lastDrawn = 0
      frame = requestAnimationFrame(draw)
    }

    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            onScreen = entries.some((entry) => entry.isIntersecting)
            update()
          })
        : null
    observer?.observe(canvas)
    motion.addEventListener('change', update)
    document.addEventListener('visibilitychange', update)
    resizeCanvas.current = resize
    update()
    return () => {
      stop()
      observer?.disconnect()
      motion.removeEventListener('change', update)
      document.removeEventListener('visibilitychange', update)
      resizeCanvas.current = () => {}
    }
  }, [scene])

  return <canvas ref={canvasRef} className={classes.canvas} aria-hidden="true" data-scene={scene} />
}
