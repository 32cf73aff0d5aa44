// Development harness: the play screen's side of the protocol, with the fake provider answering by postMessage.
import type { GameType } from '../src/protocol.ts'
import { createFakeProvider, type FakeProvider } from './fake-provider.ts'

const frame = document.getElementById('frame') as HTMLIFrameElement
const controls = document.getElementById('controls') as HTMLElement
const log = document.getElementById('log') as HTMLElement
let provider: FakeProvider | null = null

function open(type: GameType, lang: string) {
  if (initial.get('provider') === 'mock') {
    void openWithMockProvider(type, lang)
    return
  }
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
  if (event.source !== frame.contentWindow) return
  const data = event.data as { type?: string }
  if (data.type === 'deposit' || data.type === 'loaded') {
    log.textContent = `host message: ${data.type}`
    if (data.type === 'deposit' && provider) provider.cash += 10_000
    return
  }
  // With the mock provider, its bridge answers.
  if (provider) (event.source as Window).postMessage(provider.handle(event.data), '*')
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
const initialType = (initial.get('type') as GameType | null) ?? 'slot'
const initialLang = initial.get('lang') ?? 'pt-BR'

/**
 * `?provider=mock`: the mock's own provider answers instead of the fake, through its postMessage bridge, as in the
 * browser demo (the demo player, user 1, plays the catalogue's demo game of the type).
 */
async function openWithMockProvider(type: GameType, lang: string) {
  const [
    { installProviderBridge },
    { providerRequest },
    { createGameSession },
    { createSession },
    { catalogue },
    { DEMO_GAMES },
  ] = await Promise.all([
    import('../../mocks/provider/bridge.ts'),
    import('../../mocks/provider/provider.ts'),
    import('../../mocks/provider/sessions.ts'),
    import('../../mocks/auth/sessions.ts'),
    import('../../mocks/catalogue/catalogue.ts'),
    import('../../mocks/provider/games.ts'),
  ])
  // The harness runs the mock's provider on its own page (no service worker): it answers in place.
  installProviderBridge(window, (message, windowId) => providerRequest(message, { windowId }))
  const game = catalogue().games.find((g) => g.game_name === DEMO_GAMES[type].catalogueName)
  if (!game) throw new Error(`no catalogue game for ${type}`)
  // A game session lives as long as the login session it was launched with.
  const session = createGameSession(createSession(1), game.id)
  const params = new URLSearchParams({
    game: game.game_code,
    session: session.token,
    lang,
    origin: location.origin,
    transport: 'message',
  })
  frame.src = `/demo-game/?${params}`
  log.textContent = `mock provider: ${game.game_name}`
}

if (initial.get('provider') === 'mock') void openWithMockProvider(initialType, initialLang)
else open(initialType, initialLang)
