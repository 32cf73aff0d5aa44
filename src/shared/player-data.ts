import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/api/client.ts";
import { profileData } from "@/api/profile.ts";
import { PLAYER_QUERY_KEY } from "./wallet.ts";

/** The player-data domain's query keys. */
export const playerDataKeys = {
  /** GET profile/data */
  data: () => [...PLAYER_QUERY_KEY, "data"] as const,
};

/**
 * GET profile/data: the player's personal data (the deposit sends its cpf, the withdraw forms prefill the PIX key
 * from cpf, phone and e-mail). Cached once, in the answer's own shape; each feature reads what it needs with
 * `select`, so the same endpoint is never cached twice under two shapes.
 */
export function playerDataQueryOptions() {
  return queryOptions({
    queryKey: playerDataKeys.data(),
    queryFn: async ({ signal }) =>
      (await callApi(profileData, {}, { signal })).user,
    staleTime: 5 * 60_000,
  });
}
