import { afterEach, describe, expect, it, vi } from 'vitest'
import { within } from '@testing-library/react'
import { buildDefaults, setRuntimeConfig } from '@/api/runtime-config.ts'
import { applyRuntimeConfig } from '@/api/runtime-config-load.ts'
import { openDemoPanel } from './test-support.ts'

afterEach(() => {
  // The build's configuration again, for the next file in this worker.
  vi.spyOn(console, 'info').mockImplementation(() => {})
  applyRuntimeConfig({ config: buildDefaults(), source: 'build defaults', problems: [] }, setRuntimeConfig)
})

/** The section's terms and what each says. */
function facts(section: HTMLElement): Record<string, string> {
  const terms = within(section).getAllByRole('term')
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']))
}

// The whole panel renders and waits for its sections' first reads of the mock: slow on a busy machine.
describe("the demo panel's backend section", { timeout: 30_000 }, () => {
  it("names the API and the realtime socket the app talks to, from the build's defaults", async () => {
    const { section } = await openDemoPanel()
    expect(facts(section('Servidor'))).toEqual({
      API: `${location.origin}/api/`,
      'Tempo real': 'ws://localhost:8080/app/jogada',
      'Configuração lida de': 'padrões da compilação',
    })
  })

  it('says when the addresses came from config.json', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const defaults = buildDefaults()
    applyRuntimeConfig(
      {
        config: {
          ...defaults,
          apiBaseUrl: 'https://api.staging.example/api/',
          realtime: { ...defaults.realtime, wsHost: 'ws.staging.example', forceTLS: true, wssPort: null, key: 'KEY' },
        },
        source: 'config.json',
        problems: [],
      },
      setRuntimeConfig,
    )
    const { section } = await openDemoPanel()
    expect(facts(section('Servidor'))).toEqual({
      API: 'https://api.staging.example/api/',
      'Tempo real': 'wss://ws.staging.example/app/KEY',
      'Configuração lida de': 'config.json',
    })
  })
})
