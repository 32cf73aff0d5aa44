// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { catalogWithout, demoOnlyMessageIds } from './demo-messages.ts'

const po = [
  'msgid ""',
  'msgstr ""',
  '"Language: pt-BR\\n"',
  '',
  '#: mocks/panel/demo-panel.tsx:9',
  '#: mocks/panel/demo-panel-drawer.tsx:48',
  'msgid "Painel de demonstração"',
  'msgstr "Painel de demonstração"',
  '',
  '#: mocks/panel/demo-panel.tsx:12',
  '#: src/shared/ui/close.tsx:4',
  'msgid "Fechar"',
  'msgstr "Fechar"',
  '',
  '#. Selection "Yes"',
  '#: mocks/sports/sports-section.tsx:3',
  'msgctxt "sports selection"',
  'msgid "Sim"',
  'msgstr "Sim"',
  '',
  '#: mocks/pix/deposits-section.tsx:30',
  'msgid ""',
  '"Pago em {0} "',
  '"segundos"',
  'msgstr ""',
].join('\n')

describe('demo-only messages', () => {
  it('are the messages every use of which is under mocks/, by the id the macros give them (context and wrapped lines too)', () => {
    expect(demoOnlyMessageIds(po)).toEqual(
      new Set([
        generateMessageId('Painel de demonstração'),
        generateMessageId('Sim', 'sports selection'),
        generateMessageId('Pago em {0} segundos'),
      ]),
    )
  })

  it('leave a compiled catalog, the rest of it as it was', () => {
    const messages = { a: ['Fechar'], b: ['Painel'], c: ['Olá, ', ['0'], '"!"'] }
    const code = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});`
    const kept = catalogWithout(code, new Set(['b']))
    expect(kept.startsWith('/*eslint-disable*/export const messages=JSON.parse(')).toBe(true)
    const literal = kept.slice(kept.indexOf('(') + 1, kept.lastIndexOf(')'))
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual({ a: ['Fechar'], c: ['Olá, ', ['0'], '"!"'] })
  })

  it('refuse a catalog of another shape rather than keep the demo texts unnoticed', () => {
    expect(() => catalogWithout('export default {}', new Set(['b']))).toThrow(/compiled catalog/)
  })

  it('of the real catalog: the demo panel’s name is one, the app’s close button is not', () => {
    const ids = demoOnlyMessageIds(readFileSync(join(import.meta.dirname, '../locales/pt-BR/messages.po'), 'utf8'))
    expect(ids.has(generateMessageId('Painel de demonstração'))).toBe(true)
    expect(ids.has(generateMessageId('Fechar'))).toBe(false)
    expect(ids.size).toBeGreaterThan(100)
  })
})
