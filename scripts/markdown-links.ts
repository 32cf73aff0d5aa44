import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/**
 * Reading the repository's markdown as GitHub renders it: the anchors its headings get and the links its prose holds,
 * so tests can prove that every link of the docs lands on a file and a heading that exist (scripts/docs-links.test.ts,
 * scripts/backend-doc.test.ts).
 */

/** Fenced code blocks (``` or ~~~), whose lines are neither headings nor links. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\S\n]*$|(?![\s\S]))/gm

function withoutFences(markdown: string): string {
  return markdown.replace(FENCE, '')
}

/**
 * GitHub's anchor for a heading's text: markdown reduced to its text (links to their words), lower case, every
 * character but letters, marks, digits, spaces, `_` and `-` dropped, each space a hyphen.
 */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Every anchor a page's headings give, GitHub-style: a repeated heading gets `-1`, `-2`… after the first. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line)
    if (!heading) continue
    const base = slug(heading[1] ?? '')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** The targets of a page's links, inline (`[text](target)`, images too) and reference definitions, outside code. */
export function markdownLinks(markdown: string): string[] {
  const prose = withoutFences(markdown)
    .replace(/``[^\n]*?``/g, '')
    .replace(/`[^`\n]*`/g, '')
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? '')
  const definitions = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1] ?? '')
  return [...inline, ...definitions]
}

export interface BrokenLink {
  link: string
  reason: string
}

/**
 * The links of `file` (its text in `markdown`) that lead nowhere: a relative path to no file or folder, or an anchor
 * that no heading of the markdown page it points to gives. Links with a scheme (`https:`, `mailto:`) are not followed.
 */
export function brokenLinks(file: string, markdown: string): BrokenLink[] {
  const broken: BrokenLink[] = []
  for (const link of markdownLinks(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue
    const hash = link.indexOf('#')
    const path = decodeURIComponent(hash === -1 ? link : link.slice(0, hash))
    const anchor = hash === -1 ? '' : decodeURIComponent(link.slice(hash + 1))
    const target = path ? resolve(dirname(file), path.split('?')[0] ?? '') : file
    if (path && !existsSync(target)) {
      broken.push({ link, reason: `no file ${target}` })
      continue
    }
    if (!anchor) continue
    const self = target === file
    if (!self && (!target.endsWith('.md') || statSync(target).isDirectory())) continue
    const text = self ? markdown : readFileSync(target, 'utf8')
    if (!headingAnchors(text).has(anchor)) broken.push({ link, reason: `no heading #${anchor} in ${target}` })
  }
  return broken
}
