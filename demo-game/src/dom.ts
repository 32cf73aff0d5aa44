/** A tiny element builder: the games are plain DOM (no framework to ship inside a classic script). */
type Attrs = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>
type Child = Node | string | null | undefined | false

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, '').toLowerCase(), value)
    else if (name === 'class') element.className = String(value)
    else element.setAttribute(name, value === true ? '' : String(value))
  }
  append(element, ...children)
  return element
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child == null || child === false) continue
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child)
  }
}

/** Sets a CSS custom property through the CSSOM (allowed by a CSP without 'unsafe-inline', unlike style=""). */
export function setVar(element: ElementCSSInlineStyle, name: string, value: string): void {
  element.style.setProperty(name, value)
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The scheme the game is drawn in: the launch's `theme` (html[data-theme]) or else the player's system. */
export function colorScheme(): 'light' | 'dark' {
  const forced = document.documentElement.dataset.theme
  if (forced === 'light' || forced === 'dark') return forced
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/** requestAnimationFrame where there is one (a browser), else a 16 ms timer (tests' DOM). */
export function nextFrame(callback: (now: number) => void): number {
  if (typeof requestAnimationFrame === 'function') return requestAnimationFrame(callback)
  return setTimeout(() => callback(performance.now()), 16) as unknown as number
}

export function cancelFrame(id: number): void {
  if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(id)
  else clearTimeout(id)
}

/**
 * Counts `element`'s text up from zero to `to` over `ms` (easing out), one text change per frame. Returns a function
 * that ends the count at once on the exact figure; `done` runs once either way.
 */
export function countUp(
  element: Element,
  to: number,
  ms: number,
  format: (value: number) => string,
  done: () => void,
): () => void {
  const started = performance.now()
  let frame = 0
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    cancelFrame(frame)
    element.textContent = format(to)
    done()
  }
  // performance.now(), not the frame's timestamp: a test DOM's frames count from another origin.
  const step = () => {
    const progress = Math.min(1, (performance.now() - started) / ms)
    if (progress >= 1) {
      finish()
      return
    }
    element.textContent = format(Math.floor(to * (1 - (1 - progress) ** 3)))
    frame = nextFrame(step)
  }
  element.textContent = format(0)
  frame = nextFrame(step)
  return finish
}
