import type { Endpoint } from './define.ts'
import { affiliatesGenerate, affiliatesInfo, affiliatesRequest } from './affiliate.ts'
import {
  authForgetPassword,
  authLogin,
  authLogout,
  authMe,
  authRefresh,
  authRegister,
  authResetPassword,
  authVerify,
} from './auth.ts'
import { broadcastingAuth } from './broadcasting.ts'
import {
  casinosGame,
  casinosGames,
  casinosProvider,
  casinosProviders,
  featuredGames,
  gamesAll,
  gamesFavorite,
  gamesLike,
  gamesSingle,
  searchGames,
} from './casino.ts'
import { categoriesList } from './categories.ts'
import { depositBrasilcash, depositPayment, depositRexpay, transactionStatus } from './deposit.ts'
import { profileGetLanguage, profileUpdateLanguage } from './language.ts'
import { missionsAccept, missionsCollect, missionsList } from './missions.ts'
import { profileData, profileDataUpdate } from './profile-data.ts'
import { protectionPause, protectionPauseBalance, protectionPauseWithdraw } from './protection-pause.ts'
import {
  profileEmail,
  profileFavorites,
  profileLike,
  profileRecents,
  profileShow,
  profileUpdateName,
  profileUploadAvatar,
} from './profile.ts'
import { settingsOperator } from './operator.ts'
import {
  protectionActivity,
  protectionActivityExport,
  protectionRealityCheck,
  protectionRealityCheckUpdate,
  protectionSession,
} from './protection-activity.ts'
import { protectionLimits, protectionLimitsUpdate } from './protection-limits.ts'
import { settingsBanners, settingsData } from './settings.ts'
import { spinPrizes, spinResult, spinWinners } from './spin.ts'
import {
  sportsEvent,
  sportsEvents,
  sportsLeagues,
  sportsLiveEvents,
  sportsMyBets,
  sportsNextEvents,
  sportsStoreMultiple,
  sportsStoreSingle,
} from './sports.ts'
import { usersPhoneExists } from './users.ts'
import { profileVip, vipLevels } from './vip.ts'
import { profileWallet } from './wallet.ts'
import {
  couponRedeem,
  profileActivateWallet,
  profileMyWallets,
  profileWithdraw,
  walletDepositHistory,
  walletWithdrawHistory,
  walletWithdrawRequest,
} from './wallet-area.ts'

/**
 * Every endpoint of the API, once. The OpenAPI document (npm run contract), the mock's fault
 * scenarios and the registry tests read this; the app imports endpoints from their domain files.
 */
export const endpoints = {
  // shell and settings
  settingsData,
  settingsBanners,
  settingsOperator,
  categoriesList,
  profileGetLanguage,
  profileUpdateLanguage,
  // session
  authLogin,
  authRegister,
  authLogout,
  authVerify,
  authMe,
  authRefresh,
  authForgetPassword,
  authResetPassword,
  usersPhoneExists,
  // profile
  profileData,
  profileDataUpdate,
  profileEmail,
  profileShow,
  profileUploadAvatar,
  profileUpdateName,
  profileLike,
  profileFavorites,
  profileRecents,
  profileVip,
  vipLevels,
  // wallet, withdrawals, history
  profileWallet,
  profileMyWallets,
  profileActivateWallet,
  profileWithdraw,
  walletWithdrawRequest,
  walletWithdrawHistory,
  walletDepositHistory,
  couponRedeem,
  // deposit
  depositBrasilcash,
  depositRexpay,
  depositPayment,
  transactionStatus,
  // casino
  casinosGames,
  casinosProviders,
  casinosProvider,
  casinosGame,
  gamesAll,
  featuredGames,
  searchGames,
  gamesSingle,
  gamesFavorite,
  gamesLike,
  // missions
  missionsList,
  missionsAccept,
  missionsCollect,
  // sports
  sportsLeagues,
  sportsEvents,
  sportsNextEvents,
  sportsLiveEvents,
  sportsEvent,
  sportsStoreSingle,
  sportsStoreMultiple,
  sportsMyBets,
  // affiliate
  affiliatesInfo,
  affiliatesGenerate,
  affiliatesRequest,
  // protection: breaks and self-exclusion
  protectionPause,
  protectionPauseBalance,
  protectionPauseWithdraw,
  // spin
  spinResult,
  spinPrizes,
  spinWinners,
  // realtime
  broadcastingAuth,
  // player protection: the activity statement and the reality check
  protectionActivity,
  protectionActivityExport,
  protectionSession,
  protectionRealityCheck,
  protectionRealityCheckUpdate,
  // player protection: limits
  protectionLimits,
  protectionLimitsUpdate,
} as const

export const endpointList: readonly Endpoint[] = Object.values(endpoints)

/** Lookup by the definition's `id` (`settings.data`), as fault scenarios name endpoints. */
export function endpointById(id: string): Endpoint | undefined {
  return endpointList.find((endpoint) => endpoint.id === id)
}
