import { describe, expect, it } from 'vitest'
import type { Endpoint } from './define.ts'
import { endpointById, endpointList, endpoints } from './endpoints.ts'

/** The product's call tables (every call the screens make), written the way the product spec writes them. */
const SPEC_ROWS = [
  'POST profile/getLanguage',
  'PUT profile/updateLanguage',
  'GET settings/data',
  'GET profile/data',
  'GET profile/wallet',
  'POST profile/coupon/redeem',
  'POST brasilcash/qrcode-pix',
  'POST rexpay/qrcode-pix',
  'POST wallet/deposit/payment',
  'GET wallet/transaction/status/:id',
  'POST auth/login',
  'POST auth/register',
  'POST auth/logout',
  'GET auth/verify',
  'GET users/phone-exists/:phone',
  'POST auth/forget-password',
  'POST auth/reset-password/:token',
  'GET categories',
  'GET missions',
  'POST missionsusers',
  'GET games/single/:id',
  'POST broadcasting/auth',
  'GET casinos/games',
  'GET casinos/providers',
  'GET casinos/provider/:provider',
  'GET games/all',
  'GET featured/games',
  'GET search/games',
  'GET settings/banners',
  'GET sports/football/leagues/',
  'GET sports/football/events',
  'GET sports/football/nextevents',
  'GET sports/football/liveevents',
  'POST sports/football/events/store-single',
  'POST sports/football/events/store-multiple',
  'GET profile/mywallet',
  'POST profile/mywallet/:id',
  'GET profile/email',
  'POST profile/withdraw',
  'POST wallet/withdraw/request',
  'GET wallet/withdraw',
  'GET wallet/deposit',
  'GET profile/affiliates/',
  'GET profile/affiliates/generate',
  'POST profile/affiliates/request',
  'GET profile/favorites',
  'GET profile/recents',
  'GET profile/vip/',
  'POST spin/result',
  'GET spin/prizes',
  'GET spin/winners',
]

/** What the backend notes add for later issues. */
const BACKEND_ROWS = [
  'POST auth/refresh',
  'POST auth/me',
  'GET profile/',
  'POST profile/upload-avatar',
  'POST profile/updateName',
  'POST profile/like/:user',
  'POST games/favorite/:id',
  'POST games/like/:id',
  'GET sports/football/bets',
  'GET sports/football/events/:id',
  'GET casinos/game/:id',
]

/** Calls the missions and VIP screens needed beyond both tables (Collect Rewards, the levels a visitor sees). */
const MISSIONS_VIP_ROWS = ['POST missions/collect', 'GET vip/levels']
/** What this app adds where the spec's screens have no call (the profile data page's save buttons did nothing). */
const APP_ROWS = ['PUT profile/data']
/** Player protection and operator compliance: the footer's operator identification. */
const PROTECTION_ROWS = ['GET settings/operator']
/** Player protection: the activity statement and the reality check. */
const PROTECTION_ACTIVITY_ROWS = [
  'GET protection/activity',
  'GET protection/activity/export',
  'GET protection/session',
  'GET protection/reality-check',
  'PUT protection/reality-check',
]
/** Player protection: the limits the player sets and the server enforces. */
const PROTECTION_LIMITS_ROWS = ['GET protection/limits', 'PUT protection/limits']
/** Player protection: breaks and self-exclusion, and the cash withdrawal a paused player may still make. */
const PROTECTION_PAUSE_ROWS = [
  'POST protection/pause',
  'GET protection/pause/withdraw',
  'POST protection/pause/withdraw',
]

const route = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`

describe('the endpoint registry', () => {
  it('holds every row of both call tables and the backend notes, and nothing else', () => {
    expect(endpointList.map(route).sort()).toEqual(
      [
        ...SPEC_ROWS,
        ...BACKEND_ROWS,
        ...MISSIONS_VIP_ROWS,
        ...APP_ROWS,
        ...PROTECTION_ROWS,
        ...PROTECTION_ACTIVITY_ROWS,
        ...PROTECTION_LIMITS_ROWS,
        ...PROTECTION_PAUSE_ROWS,
      ].sort(),
    )
  })

  it('has unique ids and one definition per method and path', () => {
    const ids = endpointList.map((endpoint) => endpoint.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(endpointList.map(route)).size).toBe(endpointList.length)
    expect(endpointById('settings.data')).toBe(endpoints.settingsData)
    expect(endpointById('nope')).toBeUndefined()
  })

  it('registers every endpoint defined in src/api', () => {
    const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })
    const registered = new Set<unknown>(endpointList)
    const defined = Object.entries(modules).flatMap(([file, mod]) =>
      Object.entries(mod)
        .filter(([, value]) => isEndpoint(value))
        .map(([name, value]) => ({ name: `${file}:${name}`, value })),
    )
    // One module per definition: a re-export would be a second name for it.
    expect(defined).toHaveLength(endpointList.length)
    expect(defined.filter(({ value }) => !registered.has(value)).map(({ name }) => name)).toEqual([])
  })

  it('gives every endpoint a relative path, a summary, a tag and a known auth mode', () => {
    for (const endpoint of endpointList) {
      expect(endpoint.path, endpoint.id).toMatch(/^[a-z][\w\-/:]*$/i)
      expect(endpoint.path.startsWith('api/'), endpoint.id).toBe(false)
      expect(endpoint.summary.length, endpoint.id).toBeGreaterThan(5)
      expect(endpoint.tag, endpoint.id).toMatch(/^[a-z]+$/)
      expect(['none', 'optional', 'required'], endpoint.id).toContain(endpoint.auth)
      expect(endpoint.method === 'GET' && endpoint.body !== undefined, `${endpoint.id}: a GET with a body`).toBe(false)
    }
  })

  // And the break, which cannot be undone: a retry after no answer must not record a second one.
  it('marks the money-moving POSTs idempotent, and only those', () => {
    const idempotent = endpointList.filter((endpoint) => endpoint.idempotent).map((endpoint) => endpoint.id)
    expect(idempotent.sort()).toEqual(
      [
        'deposit.brasilcash',
        'deposit.rexpay',
        'deposit.payment',
        'profile.withdraw',
        'wallet.withdraw.request',
        'affiliates.request',
        'sports.bets.single',
        'sports.bets.multiple',
        'profile.coupon.redeem',
        'missions.collect',
        'protection.pause',
        'protection.pause.withdraw',
      ].sort(),
    )
  })

  it("follows the spec's permissions: the player's own data needs login, browsing does not", () => {
    const byTag = (tag: string) => endpointList.filter((endpoint) => endpoint.tag === tag)
    for (const tag of ['wallet', 'deposit', 'profile', 'vip', 'affiliate', 'missions']) {
      for (const endpoint of byTag(tag)) {
        // Language works for visitors too (the site's language).
        if (endpoint.id.startsWith('profile.') && endpoint.id.toLowerCase().includes('language')) continue
        // The tables of VIP levels are public: the VIP page shows them to visitors beside its call to register.
        if (endpoint === endpoints.vipLevels) continue
        expect(endpoint.auth, endpoint.id).toBe('required')
      }
    }
    const visitorCalls = [
      endpoints.settingsData,
      endpoints.settingsBanners,
      endpoints.categoriesList,
      endpoints.authLogin,
      endpoints.authRegister,
      endpoints.authForgetPassword,
      endpoints.usersPhoneExists,
      endpoints.casinosGames,
      endpoints.searchGames,
      endpoints.gamesAll,
      endpoints.sportsEvents,
      endpoints.sportsLiveEvents,
      endpoints.spinResult,
      endpoints.spinPrizes,
      endpoints.spinWinners,
    ]
    for (const endpoint of visitorCalls) expect(endpoint.auth, endpoint.id).not.toBe('required')
    for (const endpoint of [
      endpoints.gamesSingle,
      endpoints.sportsStoreSingle,
      endpoints.broadcastingAuth,
      endpoints.authVerify,
    ]) {
      expect(endpoint.auth, endpoint.id).toBe('required')
    }
  })
})

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'method' in value &&
    'path' in value &&
    'response' in value &&
    'auth' in value
  )
}
