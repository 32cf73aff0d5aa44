import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { affiliatesGenerate, affiliatesInfo, affiliatesRequest, type AffiliatePixTypeSchema } from '@/api/affiliate.ts'
import { callApi } from '@/api/client.ts'
import { playerDataKeys, playerDataQueryOptions, PLAYER_QUERY_KEY } from '@/shared/queries.ts'
import { useIdempotentMutation } from '@/shared/query/use-idempotent-mutation.ts'
import type { AffiliateRates } from './rules/affiliate.ts'

export const affiliateKeys = {
  /** GET profile/affiliates/ */
  info: () => [...PLAYER_QUERY_KEY, 'affiliate'] as const,
}

/** GET profile/affiliates/: the code, link, indications and earnings. */
export function affiliateInfoQueryOptions() {
  return queryOptions({
    queryKey: affiliateKeys.info(),
    queryFn: async ({ signal }) => callApi(affiliatesInfo, {}, { signal }),
  })
}

/** The programme's rates from the player's own record (the one cached GET profile/data, selected). */
export function affiliateRatesQueryOptions() {
  return queryOptions({
    ...playerDataQueryOptions(),
    select: (user): AffiliateRates => ({
      revenueShare: user.affiliate_revenue_share ?? null,
      revenueShareFake: user.affiliate_revenue_share_fake ?? null,
      cpa: user.affiliate_cpa ?? null,
      cpf: user.cpf ?? null,
    }),
  })
}

/** GET profile/affiliates/generate, then the info reloads (status true means the code exists now). */
export function useGenerateCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi(affiliatesGenerate),
    onSuccess: async (answer) => {
      if (answer.status) await queryClient.invalidateQueries({ queryKey: affiliateKeys.info() })
    },
  })
}

export interface EarningsWithdrawal {
  /** Reais, as a JSON number. */
  amount: number
  pix_key: string
  pix_type: v.InferOutput<typeof AffiliatePixTypeSchema>
  /** The CPF the player typed because the account has none (the server keeps it). */
  cpf?: string
}

/** POST profile/affiliates/request, a money action: a retry after no answer reuses its idempotency key. */
export function useRequestEarnings() {
  const queryClient = useQueryClient()
  return useIdempotentMutation({
    mutationFn: (body: EarningsWithdrawal, idempotencyKey) => callApi(affiliatesRequest, { body }, { idempotencyKey }),
    // A CPF sent now is on the account from then on: no form asks again, the profile shows it.
    onSuccess: (_answer, body) => {
      if (body.cpf) void queryClient.invalidateQueries({ queryKey: playerDataKeys.data() })
    },
  })
}
