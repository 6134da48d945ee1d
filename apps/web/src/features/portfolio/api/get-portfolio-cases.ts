import { type EndpointAnswer, portfolioEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import type { PortfolioScope } from "../utils/portfolio-search.ts";
import { queryOf } from "./get-portfolio.ts";

export type PortfolioCasesDto = EndpointAnswer<typeof portfolioEndpoints.portfolioCases>["data"];
export type PortfolioCaseDto = PortfolioCasesDto["cases"][number];

/** The cases of one bucket ("age:3-5y", "quiet:never", "jurisdiction:CA") with their figures. */
export async function getPortfolioCases(
  scope: PortfolioScope,
  bucket: string,
  signal?: AbortSignal,
): Promise<PortfolioCasesDto> {
  const answer = await call(
    portfolioEndpoints.portfolioCases,
    { query: { ...queryOf(scope), bucket } },
    { signal },
  );
  return answer.data;
}

export function usePortfolioCases(scope: PortfolioScope, bucket: string) {
  return useQuery({
    // Under "cases", with the portfolio: a docket write refreshes both.
    queryKey: ["cases", "portfolio-cases", scope.client ?? "", scope.asOf ?? "", bucket] as const,
    queryFn: ({ signal }) => getPortfolioCases(scope, bucket, signal),
  });
}
