import { paymentPlanEndpoints, type SettlementRequest } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import type { SettlementComparison } from "./types.ts";

/** A lump sum on a date weighed against the plan, in that date's money; writes nothing. */
export async function compareSettlement(
  caseId: string,
  body: SettlementRequest,
): Promise<SettlementComparison> {
  const answer = await call(paymentPlanEndpoints.compareSettlement, {
    params: { id: caseId },
    body,
  });
  return answer.data;
}

export function useCompareSettlement(caseId: string) {
  return useMutation({ mutationFn: (body: SettlementRequest) => compareSettlement(caseId, body) });
}
