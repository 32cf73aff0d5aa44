import type { GameKind } from './providers.ts'
import { pick, type Random } from '@/shared/prng.ts'

/**
 * Game names in the style of a Brazilian lobby: English titles the studios ship ("Sweet Bonanza"-like), Portuguese
 * ones ("Tigre da Fortuna"), table and live names with their usual modifiers ("Blackjack VIP 3"). Word lists, not
 * faker: the browser's mock builds the catalogue at start and must stay small and fast.
 */

// prettier-ignore
const EN_ADJECTIVES = [
  'Sweet', 'Fortune', 'Mega', 'Golden', 'Lucky', 'Wild', 'Big', 'Super', 'Hot', 'Magic', 'Crystal', 'Royal', 'Mystic',
  'Fire', 'Diamond', 'Starlight', 'Aztec', 'Jungle', 'Ocean', 'Fruit', 'Candy', 'Sugar', 'Ancient', 'Mighty', 'Neon',
  'Cosmic', 'Thunder', 'Emerald', 'Ruby', 'Sakura', 'Samba', 'Carnival', 'Viking', 'Pirate', 'Buffalo', 'Panda',
  'Treasure', 'Happy', 'Juicy', 'Frozen', 'Blazing', 'Electric', 'Shining', 'Dragon', 'Jade', 'Midnight', 'Rich',
] as const

// prettier-ignore
const EN_NOUNS = [
  'Tiger', 'Ox', 'Rabbit', 'Mouse', 'Dragon', 'Bonanza', 'Fruits', 'Party', 'Gems', 'Riches', 'Coins', 'Wilds',
  'Spins', 'Jackpot', 'Empire', 'Kingdom', 'Temple', 'Treasures', 'Gold', 'Princess', 'Legends', 'Quest', 'Hunter',
  'Fiesta', 'Rush', 'Blast', 'Stars', 'Wolf', 'Joker', 'Sevens', 'Bells', 'Cherries', 'Pearls', 'Monkey', 'Phoenix',
  'Queen', 'King', 'Pharaoh', 'Goddess', 'Warrior', 'Safari', 'Heist', 'Mine', 'Bounty', 'Reels', 'Lion', 'Eagle',
  'Koi', 'Lotus', 'Candies', 'Piggy', 'Genie', 'Ninja', 'Samurai', 'Mermaid', 'Unicorn', 'Rhino', 'Gorilla',
] as const

// prettier-ignore
const PLACES = [
  'Olympus', 'Valhalla', 'Asgard', 'Atlantis', 'Egypt', 'Anubis', 'Babylon', 'Avalon', 'Eldorado', 'Rio', 'Persia',
  'Troy', 'Camelot', 'Sparta', 'Xibalba', 'Heaven', 'Fortune', 'Gold', 'Shambhala', 'Tenochtitlan', 'the Sun',
] as const

// prettier-ignore
const BOOK_THEMES = [
  'Anubis', 'the Dead', 'Aztecs', 'Gold', 'Cats', 'the Sun', 'Magic', 'Shadows', 'Kings', 'Vikings', 'Dragons',
  'Atlantis', 'Secrets', 'Legends', 'Pharaohs', 'Mayans', 'Oz', 'Merlin', 'Sorcery', 'Cleopatra',
] as const

// prettier-ignore
const SLOT_SUFFIXES = [
  'Megaways', 'Deluxe', '1000', 'Xmas', 'Hold & Win', 'Turbo', 'Max', '2', 'Dice', 'Extreme', 'Ultra', 'Power Play',
  'Scatter', 'Respin', 'Cash Collect', 'Super Scatter', 'Halloween', 'Carnaval',
] as const

/** Portuguese nouns with their gender, so the adjective agrees ("Tigre Dourado", "Arara Dourada"). */
// prettier-ignore
const PT_NOUNS = [
  ['Tigre', 'm'], ['Coelho', 'm'], ['Touro', 'm'], ['Macaco', 'm'], ['Rato', 'm'], ['Dragão', 'm'], ['Leão', 'm'],
  ['Tesouro', 'm'], ['Baú', 'm'], ['Trevo', 'm'], ['Sol', 'm'], ['Cristal', 'm'], ['Diamante', 'm'], ['Pavão', 'm'],
  ['Arara', 'f'], ['Onça', 'f'], ['Fortuna', 'f'], ['Sereia', 'f'], ['Coroa', 'f'], ['Estrela', 'f'], ['Joia', 'f'],
  ['Festa', 'f'], ['Fruta', 'f'], ['Pirâmide', 'f'], ['Galinha', 'f'], ['Cobra', 'f'], ['Mina', 'f'], ['Lua', 'f'],
] as const

// prettier-ignore
const PT_ADJECTIVES = [
  ['Dourado', 'Dourada'], ['Mágico', 'Mágica'], ['Sortudo', 'Sortuda'], ['Selvagem', 'Selvagem'],
  ['Brilhante', 'Brilhante'], ['Encantado', 'Encantada'], ['Milionário', 'Milionária'], ['Dançante', 'Dançante'],
  ['Real', 'Real'], ['Lendário', 'Lendária'],
] as const

// prettier-ignore
const PT_COMPLEMENTS = [
  'da Fortuna', 'da Sorte', 'de Ouro', 'do Carnaval', 'do Rio', 'da Amazônia', 'de Fogo', 'do Sertão', 'da Bahia',
  'de Prata', 'do Pantanal', 'da Copa',
] as const

function portugueseSlot(random: Random): string {
  const [noun, gender] = pick(random, PT_NOUNS)
  if (random() < 0.5) return `${noun} ${pick(random, PT_COMPLEMENTS)}`
  const adjective = pick(random, PT_ADJECTIVES)
  return `${noun} ${gender === 'm' ? adjective[0] : adjective[1]}`
}

function slotName(random: Random): string {
  const roll = random()
  let base: string
  if (roll < 0.4) base = `${pick(random, EN_ADJECTIVES)} ${pick(random, EN_NOUNS)}`
  else if (roll < 0.47) base = `${pick(random, EN_NOUNS)} Bonanza`
  else if (roll < 0.54) base = `Gates of ${pick(random, PLACES)}`
  else if (roll < 0.62) base = `Book of ${pick(random, BOOK_THEMES)}`
  else if (roll < 0.68)
    base = `${pick(random, EN_ADJECTIVES)} ${pick(random, ['Fruits', 'Fruit Party', 'Fruit Blast', 'Fruit Fiesta', 'Fruit Shop'])}`
  else if (roll < 0.74) base = `Mega ${pick(random, EN_NOUNS)}`
  else base = portugueseSlot(random)
  return random() < 0.3 ? `${base} ${pick(random, SLOT_SUFFIXES)}` : base
}

// prettier-ignore
const FISHING_BASES = [
  'Fishing', 'Fish Hunter', 'Ocean King', 'Pescaria', 'Caçador de Peixes', 'Shark Hunter', 'Fishing God',
  'Fishing War', 'Rei dos Peixes', 'Caça ao Tubarão', 'Big Fish', 'Reel Fishing',
] as const
// prettier-ignore
const FISHING_MODIFIERS = [
  'Mega', 'Golden', 'Royal', 'Lucky', 'Dragon', 'Jackpot', '2', '3D', 'Deluxe', 'Turbo', 'Brasil', 'Tropical',
  'Amazon', 'Legends', 'Party', 'Max',
] as const

function fishingName(random: Random): string {
  const base = pick(random, FISHING_BASES)
  const modifier = pick(random, FISHING_MODIFIERS)
  return random() < 0.5 ? `${modifier} ${base}` : `${base} ${modifier}`
}

// prettier-ignore
const BINGO_THEMES = [
  'Turbo', 'Clássico', 'Brasil', 'Carnaval', 'Praia', 'Show', 'Mania', 'Fortuna', 'Estrela', 'Festa', 'Diamante',
  'Ouro', 'Samba', 'Noite', 'Relâmpago', 'Galáctico', 'Pirata', 'Safari', 'Fazenda', 'Junino', 'Tropical', 'Mega',
] as const

function bingoName(random: Random): string {
  const theme = pick(random, BINGO_THEMES)
  const balls = pick(random, ['75', '90', '30', '80'])
  const roll = random()
  if (roll < 0.45) return `Bingo ${theme} ${balls}`
  if (roll < 0.75) return `Video Bingo ${theme}`
  return `${theme} Bingo ${balls}`
}

// prettier-ignore
const CRASH_NOUNS = [
  'Rocket', 'Foguete', 'Jet', 'Balloon', 'Balão', 'Crash', 'Astronauta', 'Meteor', 'Cometa', 'Moto', 'Drone', 'Moon',
  'Mars', 'Plinko', 'Mines', 'Dice', 'Limbo', 'Hi-Lo', 'Tower', 'Goal', 'Penalty', 'Keno', 'Chicken Road',
  'Aviãozinho',
] as const
// prettier-ignore
const CRASH_MODIFIERS = [
  'X', 'Blast', 'Rush', '100x', '1000x', 'Brasil', 'Turbo', 'Mania', 'Pro', 'Max', 'Classic', 'Neon', 'Gold', 'Mini',
  'Express', 'Lite',
] as const

function crashName(random: Random): string {
  return `${pick(random, CRASH_NOUNS)} ${pick(random, CRASH_MODIFIERS)}`
}

// prettier-ignore
const ROULETTE_EN = [
  'European', 'American', 'French', 'Mini', 'Double Ball', '3D', 'Pro', 'Multi-Wheel', 'Speed', 'Neon',
] as const
// prettier-ignore
const ROULETTE_PT = [
  'Europeia', 'Americana', 'Francesa', 'Brasileira', 'Relâmpago', 'Turbo', 'Diamante', 'Clássica', 'Dourada',
] as const

function rouletteName(random: Random): string {
  return random() < 0.5 ? `${pick(random, ROULETTE_EN)} Roulette` : `Roleta ${pick(random, ROULETTE_PT)}`
}

// prettier-ignore
const CARD_GAMES = [
  'Blackjack', 'Baccarat', 'Bacará', 'Poker', 'Pôquer', "Casino Hold'em", 'Teen Patti', 'Andar Bahar', 'Dragon Tiger',
  'Three Card Poker', 'Video Poker', 'Jacks or Better', 'Red Dog', 'Caribbean Stud', "Texas Hold'em", 'Punto Banco',
  'Pontoon', 'Blackjack 21',
] as const
// prettier-ignore
const CARD_MODIFIERS = [
  'Classic', 'VIP', 'Pro', 'Multihand', 'Single Deck', 'Gold', 'Diamond', 'Turbo', 'Royal', 'Deluxe', 'Surrender',
  'Premium', 'Speed', 'Neon', '3D', 'Brasil', 'Clássico',
] as const

function cardsName(random: Random): string {
  return `${pick(random, CARD_GAMES)} ${pick(random, CARD_MODIFIERS)}`
}

// prettier-ignore
const LIVE_ROULETTE = [
  'Roleta ao Vivo', 'Roleta Brasileira', 'Roleta Relâmpago', 'Roleta Imersiva', 'Roleta VIP', 'Speed Roulette',
  'Auto Roulette', 'Grand Roulette', 'Mega Roulette', 'Roleta Turbo', 'Roleta Copacabana', 'Roleta Carnaval',
  'Live Roulette', 'Prestige Roulette', 'Ruby Roulette', 'Azure Roulette', 'Roleta Dourada',
] as const
// prettier-ignore
const LIVE_CARDS = [
  'Blackjack', 'Blackjack VIP', 'Bacará ao Vivo', 'Baccarat Squeeze', 'Speed Baccarat', 'Speed Blackjack',
  'Blackjack Brasileiro', 'Poker ao Vivo', 'Dragon Tiger ao Vivo', "Casino Hold'em Live", 'Andar Bahar Live',
  'Teen Patti Live', 'Blackjack Platinum', 'Blackjack Lounge', 'Bacará Copacabana', 'Blackjack Ipanema',
  'Baccarat Gold', 'Blackjack Party',
] as const
// prettier-ignore
const LIVE_SHOWS = [
  'Roda da Fortuna', 'Money Wheel', 'Dice Duel', 'Sic Bo', 'Fan Tan', 'Super Sic Bo', 'Lucky Wheel', 'Mega Ball',
  'Bingo Show', 'Spin a Win', 'Boom City', 'Treasure Island', 'Carnival Show', 'Festa Junina Show', 'Samba Wheel',
  'Crazy Pachinko', 'Football Duel', 'Goal Show', 'Coin Flip', 'Lucky Dice',
] as const
// prettier-ignore
const LIVE_SUFFIXES = [
  '', '', ' 2', ' 3', ' 4', ' 5', ' 6', ' 7', ' 8', ' A', ' B', ' C', ' Brasil', ' Live', ' ao Vivo',
] as const

function liveName(random: Random, bases: readonly string[]): string {
  const base = pick(random, bases)
  const suffix = pick(random, LIVE_SUFFIXES)
  // No "Bacará ao Vivo ao Vivo".
  if (/ao Vivo|Live/.test(base) && /ao Vivo|Live/.test(suffix)) return base
  return `${base}${suffix}`
}

/** A name for a game of this kind; the caller retries on a name its studio already has. */
export function gameName(kind: GameKind, random: Random): string {
  switch (kind) {
    case 'slot':
      return slotName(random)
    case 'fishing':
      return fishingName(random)
    case 'bingo':
      return bingoName(random)
    case 'crash':
      return crashName(random)
    case 'roulette':
      return rouletteName(random)
    case 'cards':
      return cardsName(random)
    case 'live-roulette':
      return liveName(random, LIVE_ROULETTE)
    case 'live-cards':
      return liveName(random, LIVE_CARDS)
    case 'live-show':
      return liveName(random, LIVE_SHOWS)
  }
}

/** Search and codes compare names without accents or case: "Aviãozinho" -> "aviaozinho". */
export function normalizeText(text: string): string {
  // Most names are plain ASCII: they skip the decomposition, the costly part.
  const plain = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  return plain.toLowerCase()
}

/** "Hold & Win" -> "hold-win"; "Casino Hold'em" -> "casino-holdem". */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
