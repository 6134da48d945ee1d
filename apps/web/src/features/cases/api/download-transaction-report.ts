import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { transactionsFileName } from "../utils/file-names.ts";
import { saveBlob } from "../utils/save-blob.ts";

/**
 * GET transactions/{caseId}/download/: the printable transaction report PDF; with `history`, the
 * case's history as an appendix.
 */
export async function getTransactionReport(caseId: string, history = false): Promise<Blob> {
  const query = history ? "?history=1" : "";
  return api.get<Blob>(`/docket/api/transactions/${encodeURIComponent(caseId)}/download/${query}`, {
    responseType: "blob",
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
