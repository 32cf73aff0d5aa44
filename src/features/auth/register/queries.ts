import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { usersPhoneExists } from '@/api/users.ts'

/**
 * The phone step's users/phone-exists check. Always asked afresh (staleTime 0): a number registered a moment ago
 * must not pass on a cached "no". Not retried: a failed check counts as not existing, and the player should not
 * wait for retries to find that out.
 */
export function phoneExistsQueryOptions(digits: string) {
  return queryOptions({
    queryKey: ['users', 'phone-exists', digits],
    queryFn: ({ signal }) => callApi(usersPhoneExists, { params: { phone: digits } }, { signal }),
    staleTime: 0,
    retry: false,
  })
}
