/**
 * The wheel's sound, drawn with WebAudio (no audio file): ticks for about 2 s that slow down like the wheel, then a
 * short chime when it stops. Created only from the spin button's click, so the browser's autoplay rule (sound only
 * after a user gesture) holds, and never under prefers-reduced-motion (the caller checks).
 */
export interface SpinSound {
  stop: () => void
}

const TICKS_MS = 2000

export function playSpinSound(): SpinSound | null {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined
  if (!AudioContextClass) return null
  let context: AudioContext
  try {
    context = new AudioContextClass()
  } catch {
    return null
  }
  const tone = (at: number, frequency: number, length: number, volume: number) => {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(volume, at)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(at)
    oscillator.stop(at + length)
  }
  const start = context.currentTime
  // Ticks come quickly and slow down: the gap grows from 50 ms to about 250 ms.
  for (let t = 0, gap = 0.05; t < TICKS_MS / 1000; t += gap, gap *= 1.12) tone(start + t, 900, 0.03, 0.08)
  tone(start + TICKS_MS / 1000 + 0.05, 660, 0.25, 0.12)
  tone(start + TICKS_MS / 1000 + 0.2, 990, 0.35, 0.12)
  const timer = setTimeout(() => void context.close().catch(() => undefined), TICKS_MS + 1000)
  return {
    stop: () => {
      clearTimeout(timer)
      void context.close().catch(() => undefined)
    },
  }
}
