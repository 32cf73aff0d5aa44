/**
 * The catalogue's game studios: invented names in the style of a Brazilian lobby (no real studio's name, so nothing
 * here passes for a real provider's game). Each has a profile (what kinds of game it makes) and a weight (its share
 * of the 5,000 games).
 */

/** What a game is, finer than the wire's game_type: it decides the categories, the name and the cover's motif. */
export type GameKind =
  'slot' | 'fishing' | 'bingo' | 'crash' | 'roulette' | 'cards' | 'live-roulette' | 'live-cards' | 'live-show'

export type ProviderProfile = 'slots' | 'live' | 'crash' | 'bingo' | 'fishing' | 'table' | 'mixed'

/** Per profile, the kinds of game a studio makes and in what proportion. */
export const PROFILE_KINDS: Record<ProviderProfile, Partial<Record<GameKind, number>>> = {
  slots: { slot: 90, fishing: 3, bingo: 2, cards: 3, roulette: 2 },
  live: { 'live-roulette': 30, 'live-cards': 50, 'live-show': 20 },
  crash: { crash: 75, bingo: 5, slot: 20 },
  bingo: { bingo: 75, slot: 25 },
  fishing: { fishing: 70, slot: 30 },
  table: { roulette: 40, cards: 60 },
  mixed: { slot: 70, cards: 8, roulette: 6, 'live-cards': 10, 'live-roulette': 6 },
}

export interface ProviderSpec {
  code: string
  name: string
  profile: ProviderProfile
  weight: number
}

export const PROVIDER_SPECS: readonly ProviderSpec[] = [
  { code: 'pixel-gaming', name: 'Pixel Gaming', profile: 'slots', weight: 3 },
  { code: 'tropicana-studios', name: 'Tropicana Studios', profile: 'slots', weight: 2.6 },
  { code: 'evoluzione-live', name: 'Evoluzione Live', profile: 'live', weight: 3 },
  { code: 'sprint-games', name: 'Sprint Games', profile: 'crash', weight: 1.2 },
  { code: 'betstar-soft', name: 'Betstar Soft', profile: 'slots', weight: 2 },
  { code: 'samba-slots', name: 'Samba Slots', profile: 'slots', weight: 1.5 },
  { code: 'ao-vivo-studios', name: 'Ao Vivo Studios', profile: 'live', weight: 2 },
  { code: 'jaguar-gaming', name: 'Jaguar Gaming', profile: 'slots', weight: 1.5 },
  { code: 'arara-studios', name: 'Arara Studios', profile: 'slots', weight: 1.2 },
  { code: 'neon-reels', name: 'Neon Reels', profile: 'slots', weight: 1.5 },
  { code: 'lucky-panda', name: 'Lucky Panda Games', profile: 'slots', weight: 1.5 },
  { code: 'dragon-pearl', name: 'Dragon Pearl Gaming', profile: 'slots', weight: 1.5 },
  { code: 'nordic-spin', name: 'Nordic Spin', profile: 'slots', weight: 1.2 },
  { code: 'fortune-forge', name: 'Fortune Forge', profile: 'slots', weight: 1.2 },
  { code: 'crupie-real', name: 'Crupiê Real', profile: 'live', weight: 1.5 },
  { code: 'jet-arcade', name: 'Jet Arcade', profile: 'crash', weight: 0.8 },
  { code: 'bingo-brasil-tech', name: 'Bingo Brasil Tech', profile: 'bingo', weight: 1.2 },
  { code: 'pesca-mania', name: 'Pesca Mania', profile: 'fishing', weight: 1 },
  { code: 'royal-table', name: 'Royal Table Games', profile: 'table', weight: 1.2 },
  { code: 'copacabana-play', name: 'Copacabana Play', profile: 'mixed', weight: 1.2 },
  { code: 'ipanema-interactive', name: 'Ipanema Interactive', profile: 'slots', weight: 1 },
  { code: 'pantanal-studios', name: 'Pantanal Studios', profile: 'slots', weight: 1 },
  { code: 'amazonia-gaming', name: 'Amazônia Gaming', profile: 'slots', weight: 1 },
  { code: 'electric-elephant', name: 'Electric Elephant', profile: 'slots', weight: 1 },
  { code: 'thunderbolt-play', name: 'Thunderbolt Play', profile: 'slots', weight: 1 },
  { code: 'moonlight-gaming', name: 'Moonlight Gaming', profile: 'slots', weight: 0.8 },
  { code: 'velvet-spin', name: 'Velvet Spin', profile: 'slots', weight: 0.8 },
  { code: 'atlas-interactive', name: 'Atlas Interactive', profile: 'table', weight: 0.8 },
  { code: 'nine-lions', name: 'Nine Lions Gaming', profile: 'slots', weight: 1 },
  { code: 'livewave-gaming', name: 'LiveWave Gaming', profile: 'live', weight: 1.5 },
  { code: 'foguete-games', name: 'Foguete Games', profile: 'crash', weight: 0.7 },
  { code: 'bola-cheia', name: 'Bola Cheia Bingo', profile: 'bingo', weight: 0.9 },
  { code: 'oceano-gaming', name: 'Oceano Gaming', profile: 'fishing', weight: 0.8 },
  { code: 'carnaval-gaming', name: 'Carnaval Gaming', profile: 'mixed', weight: 1 },
  { code: 'golden-reel-works', name: 'Golden Reel Works', profile: 'slots', weight: 1 },
  { code: 'wild-orchid', name: 'Wild Orchid Studios', profile: 'slots', weight: 0.8 },
  { code: 'cactus-games', name: 'Cactus Games', profile: 'slots', weight: 0.7 },
  { code: 'mesa-dourada-live', name: 'Mesa Dourada Live', profile: 'live', weight: 1.1 },
  { code: 'quickfire-labs', name: 'Quickfire Labs', profile: 'crash', weight: 0.7 },
  { code: 'sol-de-ouro', name: 'Sol de Ouro Games', profile: 'slots', weight: 1 },
]
