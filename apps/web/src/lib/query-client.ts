import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

/** docs/product.md ("Screens"): cached data nobody uses is dropped after 5 seconds. */
export const QUERY_GC_TIME_MS = 5000;

/** Retry only what may succeed next time: network failures and server errors, twice at most. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
