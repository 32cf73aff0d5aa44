import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { LoginBodySchema, RegisterBody } from '@/api/auth.ts'
import { callApi } from '@/api/client.ts'
import { usersPhoneExists } from '@/api/users.ts'

/**
 * The auth domain's calls: the only callers of callApi in this feature. The auth contract (every auth schema) is
 * imported on the first call, so neither the entry chunk nor the session supervisor carries it before it is needed.
 */
const authContract = () => import('@/api/auth.ts')

/** Endpoint ids the session supervisor treats specially (strings, so the eager code does not pull in the contract). */
export const VERIFY_ENDPOINT_ID = 'auth.verify'
export const LOGOUT_ENDPOINT_ID = 'auth.logout'

export const authKeys = {
  /** GET auth/verify for one token. */
  verify: (token: string) => ['auth', 'verify', token] as const,
  /** GET users/phone-exists for one number (digits). */
  phoneExists: (digits: string) => ['users', 'phone-exists', digits] as const,
}

/**
 * GET auth/verify for one token: keyed by the token, so it runs once per boot and again only when
 * the token changes (a login), never on focus or remount.
 */
export function verifyQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.verify(token),
    queryFn: async ({ signal }) => {
      const { authVerify } = await authContract()
      return callApi(authVerify, {}, { signal })
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Retrying a refused token cannot make it valid; a lost connection is only logged anyway.
    retry: false,
  })
}

/**
 * The phone step's users/phone-exists check. Always asked afresh (staleTime 0): a number registered a moment ago
 * must not pass on a cached "no". Not retried: a failed check counts as not existing, and the player should not
 * wait for retries to find that out.
 */
export function phoneExistsQueryOptions(digits: string) {
  return queryOptions({
    queryKey: authKeys.phoneExists(digits),
    queryFn: ({ signal }) => callApi(usersPhoneExists, { params: { phone: digits } }, { signal }),
    staleTime: 0,
    retry: false,
  })
}

export type LoginBody = v.InferInput<typeof LoginBodySchema>

/** POST auth/login. */
export function loginMutationOptions() {
  return mutationOptions({
    mutationFn: async (body: LoginBody) => {
      const { authLogin } = await authContract()
      return callApi(authLogin, { body })
    },
  })
}

/** POST auth/register. */
export function registerMutationOptions() {
  return mutationOptions({
    mutationFn: async (body: RegisterBody) => {
      const { authRegister } = await authContract()
      return callApi(authRegister, { body })
    },
  })
}

/** POST auth/forget-password: the server mails a reset link to the account's address. */
export function forgotPasswordMutationOptions() {
  return mutationOptions({
    mutationFn: async (email: string) => {
      const { authForgetPassword } = await authContract()
      return callApi(authForgetPassword, { body: { email } })
    },
  })
}

export interface NewPassword {
  password: string
  confirmation: string
}

/** POST auth/reset-password/{token}. */
export function resetPasswordMutationOptions(token: string) {
  return mutationOptions({
    mutationFn: async ({ password, confirmation }: NewPassword) => {
      const { authResetPassword } = await authContract()
      return callApi(authResetPassword, {
        params: { token },
        body: { password, password_confirmation: confirmation, token },
      })
    },
  })
}
