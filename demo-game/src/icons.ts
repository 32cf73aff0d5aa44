/** Small inline SVG icons (no icon font, no emoji: they must look the same on every system). */
const SVG = 'http://www.w3.org/2000/svg'

function icon(paths: string[], viewBox = '0 0 24 24'): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('viewBox', viewBox)
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  svg.setAttribute('class', 'icon')
  for (const d of paths) {
    const path = document.createElementNS(SVG, 'path')
    path.setAttribute('d', d)
    svg.append(path)
  }
  return svg
}

const SPEAKER = 'M4 9h4l5-4v14l-5-4H4z'

export const soundOnIcon = () => icon([SPEAKER, 'M16 8.5a5 5 0 0 1 0 7', 'M18.5 6a8.5 8.5 0 0 1 0 12'])
export const soundOffIcon = () => icon([SPEAKER, 'M16 9l5 6', 'M21 9l-5 6'])
export const infoIcon = () => icon(['M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z', 'M12 11v6', 'M12 7.5v.5'])
