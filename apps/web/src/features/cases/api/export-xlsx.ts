import { docketEndpoints } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { saveBlob } from "../../../lib/save-blob.ts";

/** The case list and every ledger as an Excel workbook (docs/exports.md). */
export async function getCaseListWorkbook(): Promise<Blob> {
  return call(docketEndpoints.caseListWorkbook, {});
}

/** The case's row of the list and its ledger, as a workbook. */
export async function getLedgerWorkbook(caseId: string): Promise<Blob> {
  return call(docketEndpoints.ledgerWorkbook, { params: { id: caseId }, query: {} });
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
