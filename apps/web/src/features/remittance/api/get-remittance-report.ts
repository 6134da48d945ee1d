import { type RemittanceReport, remittanceEndpoints } from "@owed/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { remittanceKeys } from "./query-keys.ts";

export type { RemittanceReport };

/** One client's report for [from, to]: live while open, frozen (with flags) once closed. */
export async function getRemittanceReport(
  clientId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<RemittanceReport> {
  const answer = await call(
    remittanceEndpoints.remittanceReport,
    { params: { id: clientId }, query: { from, to } },
    { signal },
  );
  return answer.data;
}

/** `period` null: nothing to ask yet (no client chosen, or dates the page refused). */
export function useRemittanceReport(
  clientId: string | null,
  period: { from: string; to: string } | null,
) {
  return useQuery({
    queryKey: remittanceKeys.report(clientId ?? "", period?.from ?? "", period?.to ?? ""),
    queryFn: ({ signal }) =>
      getRemittanceReport(clientId ?? "", period?.from ?? "", period?.to ?? "", signal),
    enabled: clientId !== null && period !== null,
    // The last report stays on screen, dimmed, while the next month's loads.
    placeholderData: keepPreviousData,
  });
}
