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
export function setVar(element: HTMLElement, name: string, value: string): void {
  element.style.setProperty(name, value)
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
