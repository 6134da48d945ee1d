import { type EndpointAnswer, portfolioEndpoints } from "@owed/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import type { PortfolioScope } from "../utils/portfolio-search.ts";

export type PortfolioDto = EndpointAnswer<typeof portfolioEndpoints.portfolio>["data"];

/**
 * Under "cases": every docket write invalidates that key, so a payment entered elsewhere in the
 * app moves the totals the next time the page is shown.
 */
export const portfolioKey = (scope: PortfolioScope) =>
  ["cases", "portfolio", scope.client ?? "", scope.asOf ?? ""] as const;

/** The docket (or one client's cases) added up as of a date (docs/portfolio.md). */
export async function getPortfolio(
  scope: PortfolioScope,
  signal?: AbortSignal,
): Promise<PortfolioDto> {
  const answer = await call(portfolioEndpoints.portfolio, { query: queryOf(scope) }, { signal });
  return answer.data;
}

/** Only what the user chose: an absent date is the user's today, an absent client the workspace. */
export function queryOf(scope: PortfolioScope): { client?: string; asOf?: string } {
  return {
    ...(scope.client ? { client: scope.client } : {}),
    ...(scope.asOf ? { asOf: scope.asOf } : {}),
  };
}

export function usePortfolio(scope: PortfolioScope) {
  return useQuery({
    queryKey: portfolioKey(scope),
    queryFn: ({ signal }) => getPortfolio(scope, signal),
    // Another client or date keeps the figures on screen, marked as updating, until the new ones land.
    placeholderData: keepPreviousData,
  });
}
