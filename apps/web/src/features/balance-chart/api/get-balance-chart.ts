import { type balanceChartSchema, paymentPlanEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../../lib/call.ts";

export type BalanceChartDto = z.output<typeof balanceChartSchema>;

/**
 * The chart's cache key. Under "cases": every docket write invalidates that key, so a payment
 * entered, a cost edited or a plan agreed redraws the chart.
 */
export const balanceChartKey = (caseId: string) => ["cases", "balance-chart", caseId] as const;

/** The case's balance over time, its events, and the plan's projection ahead of today. */
export async function getBalanceChart(
  caseId: string,
  signal?: AbortSignal,
): Promise<BalanceChartDto> {
  const answer = await call(
    paymentPlanEndpoints.balanceChart,
    { params: { id: caseId } },
    { signal },
  );
  return answer.data;
}

export function useBalanceChart(caseId: string) {
  return useQuery({
    queryKey: balanceChartKey(caseId),
    queryFn: ({ signal }) => getBalanceChart(caseId, signal),
  });
}
