import { configureApi } from '@/api/client.ts'
import { isApiError, type ApiError } from '@/api/errors.ts'
import { signInAs } from '../auth/players.ts'

// Shared by the handler tests (msw/node): they call the mock through the app's own client.

/** The ApiError a call fails with; a call that succeeds fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (isApiError(error)) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

/** A session for the player (the demo player by default), which the client sends from now on; its token. */
export function signIn(userId = 1): string {
  const { token } = signInAs(userId)
  configureApi({ getToken: () => token })
  return token
}
