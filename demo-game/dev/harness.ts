// Development harness: the play screen's side of the protocol, with the fake provider answering by postMessage.
import type { GameType } from '../src/protocol.ts'
import { createFakeProvider, type FakeProvider } from './fake-provider.ts'

const frame = document.getElementById('frame') as HTMLIFrameElement
const controls = document.getElementById('controls') as HTMLElement
const log = document.getElementById('log') as HTMLElement
let provider: FakeProvider | null = null

function open(type: GameType, lang: string) {
  const session = `dev-${type}-${Date.now()}`
  provider = createFakeProvider({ type, session, seed: Date.now() % 100_000 })
  const params = new URLSearchParams({
    game: `demo-${type}`,
    session,
    lang,
    origin: location.origin,
    transport: 'message',
  })
  frame.src = `/demo-game/?${params}`
}

window.addEventListener('message', (event) => {
  // Only the framed game is answered, as the mock's provider does.
  if (event.source !== frame.contentWindow || !provider) return
  const data = event.data as { type?: string }
  if (data.type === 'deposit' || data.type === 'loaded') {
    log.textContent = `host message: ${data.type}`
    if (data.type === 'deposit') provider.cash += 10_000
    return
  }
  ;(event.source as Window).postMessage(provider.handle(event.data), '*')
})

for (const type of ['slot', 'crash', 'bingo'] as const) {
  for (const lang of ['pt-BR', 'en', 'es']) {
    const button = document.createElement('button')
    button.textContent = `${type} ${lang}`
    button.addEventListener('click', () => open(type, lang))
    controls.append(button)
  }
}
const initial = new URLSearchParams(location.search)
open((initial.get('type') as GameType | null) ?? 'slot', initial.get('lang') ?? 'pt-BR')
