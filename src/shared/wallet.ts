import { useCallback } from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { callApi } from "@/api/client.ts";
import { profileWallet } from "@/api/wallet.ts";
import { isAuthenticatedAtom } from "./session.ts";

/** Every player-scoped query key starts here, so signing out can drop them all at once. */
export const PLAYER_QUERY_KEY = ["profile"] as const;

/**
 * The wallet domain's query keys, in one place so each endpoint is cached once and every feature invalidates the
 * same keys. The active wallet's key is a prefix of nothing else: invalidating it must not also refetch the lists.
 */
export const walletKeys = {
  /** GET profile/wallet */
  active: () => [...PLAYER_QUERY_KEY, "wallet"] as const,
  /** GET profile/mywallet */
  list: () => [...PLAYER_QUERY_KEY, "mywallet"] as const,
  /** Both history tables, every page. */
  history: () => [...PLAYER_QUERY_KEY, "history"] as const,
  /** GET wallet/withdraw?page= */
  withdraws: (page: number) =>
    [...walletKeys.history(), "withdraws", page] as const,
  /** GET wallet/deposit?page= */
  deposits: (page: number) =>
    [...walletKeys.history(), "deposits", page] as const,
};

/**
 * The active wallet (GET profile/wallet): the top bar, the deposit flow and the wallet pages share
 * it, so it lives in shared/. Refreshed every 30 s while logged in, as the top bar's balance must be.
 */
export function walletQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.active(),
    queryFn: async ({ signal }) =>
      (await callApi(profileWallet, {}, { signal })).wallet,
    refetchInterval: 30_000,
    staleTime: 10_000,
  });
}

/** The wallet while logged in; idle (no request) for a visitor. */
export function useWallet() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({ ...walletQueryOptions(), enabled: isAuthenticated });
}

/**
 * Money moved (a deposit paid, a withdrawal sent or decided, a coupon redeemed, a wallet switched): the active
 * wallet, the list of wallets and both histories reload. The one refresh every money event goes through.
 */
export function useMoneyMoved(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [walletKeys.active(), walletKeys.list(), walletKeys.history()].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  }, [queryClient]);
}
