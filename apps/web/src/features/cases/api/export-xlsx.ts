import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveBlob } from "../utils/save-blob.ts";

/** GET cases/export/xlsx/: the case list and every ledger as an Excel workbook (docs/exports.md). */
export async function getCaseListWorkbook(): Promise<Blob> {
  return api.get<Blob>("/docket/api/cases/export/xlsx/", { responseType: "blob" });
}

/** GET cases/{id}/ledger/export/xlsx/: the case's row of the list and its ledger, as a workbook. */
export async function getLedgerWorkbook(caseId: string): Promise<Blob> {
  return api.get<Blob>(`/docket/api/cases/${encodeURIComponent(caseId)}/ledger/export/xlsx/`, {
    responseType: "blob",
  });
}

export function useExportCaseListWorkbook() {
  return useMutation({
    mutationFn: async (today: string) =>
      saveBlob(await getCaseListWorkbook(), `cases-${today}.xlsx`),
  });
}

export function useExportLedgerWorkbook() {
  return useMutation({
    mutationFn: async (input: { caseId: string; fileName: string }) =>
      saveBlob(await getLedgerWorkbook(input.caseId), input.fileName),
  });
}
