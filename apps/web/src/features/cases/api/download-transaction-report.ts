import { docketEndpoints } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { saveBlob } from "../../../lib/save-blob.ts";
import { transactionsFileName } from "../utils/file-names.ts";

/**
 * The printable transaction report PDF; with `history`, the case's history as an appendix.
 */
export async function getTransactionReport(caseId: string, history = false): Promise<Blob> {
  return call(docketEndpoints.transactionReport, {
    params: { caseId },
    query: { history: history ? "1" : undefined },
  });
}

export function useDownloadTransactionReport() {
  return useMutation({
    mutationFn: async (input: {
      caseId: string;
      caseName: string;
      today: string;
      history?: boolean;
    }) => {
      const blob = await getTransactionReport(input.caseId, input.history ?? false);
      saveBlob(blob, transactionsFileName(input.caseName, input.today));
    },
  });
}
