import { type PaymentPlanRequest, paymentPlanEndpoints } from "@owed/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { paymentPlanKeys } from "./query-keys.ts";
import type { CasePaymentPlan } from "./types.ts";

/** The schedule and projection the terms would give; writes nothing. */
export async function previewPaymentPlan(
  caseId: string,
  body: PaymentPlanRequest,
  signal?: AbortSignal,
): Promise<CasePaymentPlan> {
  const answer = await call(
    paymentPlanEndpoints.previewPaymentPlan,
    { params: { id: caseId }, body },
    { signal },
  );
  return answer.data;
}

/** The preview of the terms as typed; off while they are not a valid request. */
export function usePlanPreview(caseId: string, body: PaymentPlanRequest | null) {
  return useQuery({
    queryKey: paymentPlanKeys.preview(caseId, body),
    queryFn: ({ signal }) => previewPaymentPlan(caseId, body as PaymentPlanRequest, signal),
    enabled: body !== null,
    // The last figures stay (dimmed) while the next terms are asked, so the form does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A refusal (the installment does not cover interest) is an answer, not a failure to retry.
    retry: false,
  });
}
