import { docketEndpoints } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { saveBlob } from "../../../lib/save-blob.ts";
import { payoffFileName } from "../utils/file-names.ts";

/** The payoff statement PDF for that date. */
export async function getPayoffStatement(caseId: string, date: string): Promise<Blob> {
  return call(docketEndpoints.payoffStatement, { params: { id: caseId }, query: { date } });
}

export function useDownloadPayoffStatement() {
  return useMutation({
    mutationFn: async (input: { caseId: string; caseName: string; date: string }) => {
      const blob = await getPayoffStatement(input.caseId, input.date);
      saveBlob(blob, payoffFileName(input.caseName, input.date));
    },
  });
}
