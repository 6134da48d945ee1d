import { docketEndpoints } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { saveBlob } from "../../../lib/save-blob.ts";

/** The case list with today's figures, as CSV (docs/csv.md). */
export async function getCaseListCsv(): Promise<Blob> {
  return call(docketEndpoints.caseListCsv, {});
}

/** Every entry of the case's ledger, as CSV. */
export async function getLedgerCsv(caseId: string): Promise<Blob> {
  return call(docketEndpoints.ledgerCsv, { params: { id: caseId }, query: {} });
}

export function useExportCaseList() {
  return useMutation({
    mutationFn: async (today: string) => saveBlob(await getCaseListCsv(), `cases-${today}.csv`),
  });
}

export function useExportLedger() {
  return useMutation({
    mutationFn: async (input: { caseId: string; fileName: string }) =>
      saveBlob(await getLedgerCsv(input.caseId), input.fileName),
  });
}
