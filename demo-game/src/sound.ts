/**
 * Generated tones (WebAudio), off until the player turns them on. The state lives in memory only: the game runs in a
 * sandboxed frame with no storage.
 */
export type Cue = 'spin' | 'stop' | 'win' | 'bigwin' | 'ball' | 'tick' | 'crash' | 'cashout' | 'error'

const CUES: Record<Cue, Array<[freq: number, start: number, length: number]>> = {
  spin: [[220, 0, 0.08]],
  stop: [[160, 0, 0.06]],
  tick: [[880, 0, 0.03]],
  ball: [
    [660, 0, 0.06],
    [990, 0.05, 0.06],
  ],
  win: [
    [523, 0, 0.12],
    [659, 0.1, 0.12],
    [784, 0.2, 0.18],
  ],
  bigwin: [
    [523, 0, 0.12],
    [659, 0.1, 0.12],
    [784, 0.2, 0.12],
    [1046, 0.3, 0.3],
  ],
  cashout: [
    [784, 0, 0.1],
    [1046, 0.08, 0.2],
  ],
  crash: [
    [200, 0, 0.25],
    [120, 0.15, 0.35],
  ],
  error: [[180, 0, 0.15]],
}

export class Sound {
  private context: AudioContext | null = null
  muted = true

  setMuted(muted: boolean): void {
    this.muted = muted
    if (!muted && !this.context && typeof AudioContext !== 'undefined') {
      // Created on the player's click: browsers start an AudioContext only after a user gesture.
      this.context = new AudioContext()
    }
    if (!muted) void this.context?.resume()
  }

  play(cue: Cue): void {
    if (this.muted || !this.context) return
    const ctx = this.context
    const now = ctx.currentTime
    for (const [freq, start, length] of CUES[cue]) {
      const osc = ctx.createOscillator()
      const gain = ctx.createGain()
      osc.type = cue === 'crash' ? 'sawtooth' : 'triangle'
      osc.frequency.value = freq
      gain.gain.setValueAtTime(0.0001, now + start)
      gain.gain.exponentialRampToValueAtTime(0.15, now + start + 0.01)
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length)
      osc.connect(gain).connect(ctx.destination)
      osc.start(now + start)
      osc.stop(now + start + length + 0.02)
    }
  }
}
