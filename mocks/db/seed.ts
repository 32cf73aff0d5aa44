import { createHash, pbkdf2Sync } from 'node:crypto'
import { noLimits } from '@/shared/protection/limits.ts'
import { PASSWORD_HASH_PREFIX, PASSWORD_ITERATIONS } from '../auth/passwords.ts'
import { buildUser, createSeedFaker } from './factories.ts'
import { DEMO_PLAYER, iso, REFERENCE_DATE, SEED, WELCOME_BANNER_IMAGE } from './reference.ts'
import { toDecimal } from '@/api/money.ts'
import type { DbData, TableName, Tables } from './schema.ts'
import type { BannerRecord, CategoryRecord, SettingRecord } from '../settings/tables.ts'
import type { ReferralRecord } from '../affiliate/tables.ts'
import type { UserRecord } from '../auth/tables.ts'
import type { WalletRecord } from '../wallet/tables.ts'
import { emptyWallet } from '../wallet/wallet-rows.ts'
import { seedDemoLedger } from '../protection/activity-seed.ts'
import { seedCoupons, seedDemoDeposits, seedDemoWithdrawals } from '../pix/seed.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { seedMissions } from '../missions/seed.ts'
import { seedVipLevels } from '../vip/seed.ts'

export { DEMO_PLAYER, REFERENCE_DATE, SEED }

/**
 * Settings as the product fixes them. The rollover values, whose meaning the spec leaves out, follow
 * the original platform:
 * - rollover_deposit 1: a deposit must be wagered once before it can be withdrawn;
 * - rollover 10: a bonus must be wagered 10 times before it turns into withdrawable balance;
 * - rollover_protection 5: one bet counts towards a rollover for at most 5% of the requirement, so a
 *   single large bet cannot clear it.
 */
export const SEED_SETTINGS: SettingRecord = {
  software_name: 'Jogada',
  software_description: 'Cassino, bingo e apostas esportivas com PIX.',
  software_logo_black: '/brand/logo-black.svg',
  software_logo_white: '/brand/logo-white.svg',
  software_favicon: '/favicon.svg',
  software_background: null,
  min_deposit: '20.00',
  max_deposit: '5000.00',
  initial_bonus: 100,
  max_bonus: '500.00',
  min_withdraw: '50.00',
  max_withdraw: '5000.00',
  disable_rollover: false,
  rollover_deposit: 1,
  rollover: 10,
  rollover_protection: 5,
  rexpay_is_enable: true,
  digitopay_is_enable: true,
  // brasilcash is the app's default gateway (the deposit's default PIX gateway).
  brasilcash_is_enable: true,
  turn_on_football: true,
  whatsapp: 'https://wa.me/5511999999999?text=Ol%C3%A1%2C%20Jogada!',
  telegram: 'https://t.me/jogada_demo',
  support_email: 'suporte@jogada.example',
  prebet_bonus_disabled: false,
  // Visibly fictitious: the CNPJ has valid check digits on a made-up root, the act says it is fictitious, and the
  // phones are zeros (no real company, registry number or authorisation).
  operator: {
    legal_name: 'Jogada Demonstração Ltda.',
    trade_name: 'Jogada',
    cnpj: '99999999000191',
    authorization_act: 'Portaria SPA/MF nº 0000/2026 (fictícia)',
    authorization_date: '2026-01-02',
    address: 'Rua Fictícia, 100, sala 1 — Centro, São Paulo/SP, CEP 00000-000',
    sac_phone: '1100000000',
    sac_email: 'sac@jogada.example',
    ombudsman_phone: '1100000001',
    ombudsman_email: 'ouvidoria@jogada.example',
  },
}

const CATEGORIES: ReadonlyArray<Omit<CategoryRecord, 'id' | 'image'>> = [
  { slug: 'top', name: 'Top', description: 'Os jogos mais jogados da semana.' },
  { slug: 'slots', name: 'Slots', description: 'Caça-níqueis clássicos e modernos.' },
  { slug: 'ao-vivo', name: 'Cassino ao vivo', description: 'Mesas com crupiês ao vivo.' },
  { slug: 'bingo', name: 'Bingo', description: 'Salas de bingo de 75 e 90 bolas.' },
  { slug: 'crash', name: 'Crash', description: 'Saia antes que o multiplicador caia.' },
  { slug: 'roleta', name: 'Roleta', description: 'Roleta europeia, americana e relâmpago.' },
  { slug: 'cartas', name: 'Cartas', description: 'Blackjack, bacará e pôquer.' },
  { slug: 'pescaria', name: 'Pescaria', description: 'Jogos de pesca com multiplicadores.' },
]

const BANNERS: ReadonlyArray<Omit<BannerRecord, 'id'>> = [
  {
    type: 'carousel',
    image: WELCOME_BANNER_IMAGE,
    display_image: '/storage/banners/welcome.svg',
    mobile_image: '/storage/banners/welcome-mobile.svg',
    link: '/profile/deposit',
    description: 'Bônus de boas-vindas: 100% no primeiro depósito, até R$ 500',
  },
  {
    type: 'carousel',
    image: '/storage/banners/bingo.svg',
    display_image: '/storage/banners/bingo.svg',
    mobile_image: '/storage/banners/bingo-mobile.svg',
    link: '/casino/provider/all/category/bingo',
    description: 'Bingo todo dia, a qualquer hora',
  },
  {
    type: 'carousel',
    image: '/storage/banners/football.svg',
    display_image: '/storage/banners/football.svg',
    mobile_image: '/storage/banners/football-mobile.svg',
    link: '/sports',
    description: 'Apostas no futebol brasileiro e internacional',
  },
  // Its image answers 404 while the demo panel's "Imagens quebradas" is on (catalogue/storage-handlers.ts), so the
  // carousel's fallback shows; the file exists for when the switch is off.
  {
    type: 'carousel',
    image: '/storage/banners/slots.svg',
    display_image: '/storage/banners/slots.svg',
    mobile_image: '/storage/banners/slots-mobile.svg',
    link: '/casino/provider/all/category/slots',
    description: 'Semana dos slots: mais de 3.000 caça-níqueis',
  },
  {
    type: 'home',
    image: '/storage/banners/pix.svg',
    display_image: '/storage/banners/pix.svg',
    mobile_image: '/storage/banners/pix.svg',
    link: '/profile/deposit',
    description: 'Depósito e saque na hora com PIX',
  },
  {
    type: 'home',
    image: '/storage/banners/missions.svg',
    display_image: '/storage/banners/missions.svg',
    mobile_image: '/storage/banners/missions.svg',
    link: '/promotion',
    description: 'Missões diárias com prêmios em bônus',
  },
]

/**
 * The demo player's wallet: R$ 250,00 cash, R$ 50,00 bonus with its rollover still to go, R$ 100,00 held by the
 * seeded withdrawal in analysis (balance_withdrawal is always the sum of the pending withdrawals), and a betting
 * history for the profile statistics (totalBets, sumBets, totalEarnings).
 */
const DEMO_WALLET = {
  balance: '250.00',
  balance_bonus: '50.00',
  balance_withdrawal: '100.00',
  balance_deposit_rollover: '150.00',
  balance_bonus_rollover: '500.00',
  refer_rewards: '40.00',
  vip_level: 2,
  vip_points: 1840,
  total_bet: '1840.50',
  total_won: '1615.30',
  total_lose: '225.20',
  bets_count: 137,
} as const satisfies Partial<WalletRecord>

/**
 * The demo player's other wallets (BRL only: the regulation allows no crypto, see the domain notes). Activating
 * one makes profile/wallet answer it, and new deposits and withdrawals use it.
 */
const DEMO_EXTRA_WALLETS = [
  { name: 'Carteira de esportes', balance: '80.00', balance_bonus: '10.00', balance_bonus_rollover: '100.00' },
  { name: 'Carteira reserva', balance: '0.00' },
] as const satisfies ReadonlyArray<Partial<WalletRecord>>

/** The demo player's favorites (the newest first) and recently opened games (the latest first), by name. */
const DEMO_FAVORITES = ['Sweet Bonanza', 'Roleta Brasileira', 'Aviãozinho', 'Tigre da Fortuna', 'Blackjack VIP']
const DEMO_RECENTS = ['Gates of Olympus', 'Spaceman', 'Football Studio', 'Sweet Bonanza', 'Bingo Turbo 75', 'Mines']

/**
 * The demo player's referrals (affiliate): three of the four referred players made a first deposit (a CPA of
 * R$ 10,00 each) and lost R$ 50,00 net in all (20% revenue share, R$ 10,00), so the R$ 40,00 of the demo wallet's
 * refer_rewards is what they earned. The fourth has not deposited yet: their first deposit still pays the CPA.
 */
function seedReferrals(referred: readonly UserRecord[], created: string): ReferralRecord[] {
  const netLosses = [3_000, 1_500, 500, 0]
  return referred.map((user, i) => {
    const netLoss = netLosses[i] ?? 0
    const cpa = i < 3 ? 1_000 : 0
    return {
      id: i + 1,
      referrer_id: user.inviter ?? 1,
      referred_id: user.id,
      net_loss: netLoss,
      shared_base: netLoss,
      cpa_paid: cpa > 0 ? toDecimal(cpa) : null,
      earned: cpa + Math.floor((netLoss * user.affiliate_revenue_share) / 100),
      created_at: user.created_at > created ? user.created_at : created,
      updated_at: user.created_at > created ? user.created_at : created,
    }
  })
}

function gameIdByName(name: string): number {
  const game = catalogue().games.find((g) => g.game_name === name)
  if (!game) throw new Error(`seed: no game named ${name} in the catalogue`)
  return game.id
}

/**
 * A seeded player's stored password: the hash mocks/auth/passwords.ts makes, computed synchronously (the seed is a
 * pure function run in Node) under a salt fixed per player and seed, so `npm run seed` is reproducible. Random
 * salts would make every generation differ; a salt per player still keeps equal passwords apart.
 */
function seededPasswordHash(seedValue: number, email: string, password: string): string {
  const salt = createHash('sha256').update(`jogada-seed:${seedValue}:${email}`).digest().subarray(0, 16)
  const hash = pbkdf2Sync(password, salt, PASSWORD_ITERATIONS, 32, 'sha256').toString('hex')
  return `${PASSWORD_HASH_PREFIX}$${PASSWORD_ITERATIONS}$${salt.toString('hex')}$${hash}`
}

function withIds<T extends object>(rows: ReadonlyArray<T>): Array<T & { id: number }> {
  return rows.map((row, index) => ({ ...row, id: index + 1 }))
}

/** A fresh database. Pure: the same seed gives deep-equal data. */
export function seed(seedValue = SEED): DbData {
  const faker = createSeedFaker(seedValue)
  const created = iso(REFERENCE_DATE.getTime() - 90 * 24 * 3600_000)

  const demo: UserRecord = {
    ...buildUser(faker, {
      name: 'Jogador Demo',
      email: DEMO_PLAYER.email,
      phone: DEMO_PLAYER.phone,
      cpf: DEMO_PLAYER.cpf,
      password: DEMO_PLAYER.password,
      avatar: 'avatars/jogador-demo.svg',
      code: DEMO_PLAYER.code,
      created_at: created,
      updated_at: created,
      email_verified_at: created,
    }),
    id: 1,
  }
  // A few referred players, so affiliate and ranking screens have someone to show.
  const referred = Array.from({ length: 4 }, (_, i): UserRecord => ({
    ...buildUser(faker, { inviter: demo.id }),
    id: i + 2,
  }))
  // The players' passwords are stored hashed, the demo player's too (its password is DEMO_PLAYER.password).
  const users = [demo, ...referred].map((user) => ({
    ...user,
    password: seededPasswordHash(seedValue, user.email, user.password),
  }))
  const wallets = users.map((user, i): WalletRecord => {
    const played = faker.number.int({ min: 0, max: 60 })
    const bet = faker.number.int({ min: 0, max: 40_000 }) * played
    const won = Math.round(bet * faker.number.float({ min: 0.6, max: 1.1 }))
    const own =
      user.id === demo.id
        ? DEMO_WALLET
        : {
            balance: toDecimal(faker.number.int({ min: 0, max: 30_000 })),
            total_bet: toDecimal(bet),
            total_won: toDecimal(won),
            total_lose: toDecimal(Math.max(0, bet - won)),
            bets_count: played,
          }
    return { ...emptyWallet(user.id, user.created_at), ...own, id: i + 1 }
  })
  // 'Minhas Carteiras' has something to switch between: two more BRL wallets of the demo player, inactive.
  for (const extra of DEMO_EXTRA_WALLETS) {
    wallets.push({ ...emptyWallet(demo.id, created), ...extra, active: false, id: wallets.length + 1 })
  }

  // A faker of its own, so the money history can change without changing the players above.
  const money = createSeedFaker(seedValue + 4)
  const now = REFERENCE_DATE.getTime()
  const demoWalletId = wallets.find((w) => w.user_id === demo.id)?.id ?? 1
  const deposits = seedDemoDeposits(money, demo, demoWalletId, now)
  const withdrawals = seedDemoWithdrawals(money, demo, demoWalletId, now)
  const demoWallet = wallets.find((w) => w.id === demoWalletId) ?? wallets[0]

  const tables: Tables = {
    categories: CATEGORIES.map((c, i) => ({ id: i + 1, ...c, image: `/storage/categories/${c.slug}.svg` })),
    banners: withIds(BANNERS),
    users,
    sessions: [],
    wallets,
    passwordResets: [],
    mailbox: [],
    spins: [],
    likes: [],
    jobs: [],
    idempotencyKeys: [],
    deposits,
    withdrawals,
    coupons: seedCoupons(now),
    couponRedemptions: [],
    favorites: DEMO_FAVORITES.map((name, i) => ({
      id: DEMO_FAVORITES.length - i,
      user_id: demo.id,
      game_id: gameIdByName(name),
      created_at: iso(now - (i + 1) * 3 * 24 * 3600_000),
    })).reverse(),
    recents: DEMO_RECENTS.map((name, i) => ({
      id: DEMO_RECENTS.length - i,
      user_id: demo.id,
      game_id: gameIdByName(name),
      played_at: iso(now - (i + 1) * 5 * 3600_000),
    })).reverse(),
    gameLikes: [],
    gameSessions: [],
    gameRounds: [],
    sportsTickets: [],
    sportsOverrides: [],
    // missions and VIP: acceptances belong to a period of the clock, so none is seeded (the demo panel completes one)
    missions: seedMissions(gameIdByName, created),
    missionUsers: [],
    vipLevels: seedVipLevels(),
    // The demo player reached levels 1 and 2 before the seed's history starts: those bonuses were paid then.
    vipLevelUps: [
      { id: 1, user_id: demo.id, level: 1, amount: '5.00', paid_at: iso(now - 80 * 24 * 3600_000) },
      { id: 2, user_id: demo.id, level: 2, amount: '10.00', paid_at: iso(now - 40 * 24 * 3600_000) },
    ],
    referrals: seedReferrals(referred, created),
    // The demo player's statement: its own faker, so the history above stays as it was.
    ledger: demoWallet
      ? seedDemoLedger(createSeedFaker(seedValue + 13), {
          userId: demo.id,
          walletId: demoWalletId,
          wallet: demoWallet,
          deposits,
          withdrawals,
          gameIds: [...new Set([...DEMO_RECENTS, ...DEMO_FAVORITES])].map(gameIdByName),
          now,
        })
      : [],
    realityChecks: [],
    // The seeded players have seen the limits prompt (said "not now" for good): only a new registration is asked.
    protectionLimits: users.map((user, i) => ({
      id: i + 1,
      user_id: user.id,
      limits: noLimits(),
      pending: {},
      prompt_answered: true,
      updated_at: user.created_at,
    })),
    loginTimes: [],
    pauses: [],
    withdrawPasses: [],
  }
  const sequences = Object.fromEntries(
    Object.entries(tables).map(([name, rows]: [string, Array<{ id: number }>]) => [
      name,
      Math.max(0, ...rows.map((r) => r.id)),
    ]),
  ) as Record<TableName, number>

  return { settings: { ...SEED_SETTINGS }, ...tables, sequences }
}
