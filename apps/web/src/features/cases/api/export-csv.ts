import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveBlob } from "../utils/save-blob.ts";

/** GET cases/export/: the case list with today's figures, as CSV (docs/csv.md). */
export async function getCaseListCsv(): Promise<Blob> {
  return api.get<Blob>("/docket/api/cases/export/", { responseType: "blob" });
}

/** GET cases/{id}/ledger/export/: every entry of the case's ledger, as CSV. */
export async function getLedgerCsv(caseId: string): Promise<Blob> {
  return api.get<Blob>(`/docket/api/cases/${encodeURIComponent(caseId)}/ledger/export/`, {
    responseType: "blob",
  });
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
