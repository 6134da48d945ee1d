import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { transactionsFileName } from "../utils/file-names.ts";
import { saveBlob } from "../utils/save-blob.ts";

/** GET transactions/{caseId}/download/: the printable transaction report PDF. */
export async function getTransactionReport(caseId: string): Promise<Blob> {
  return api.get<Blob>(`/docket/api/transactions/${encodeURIComponent(caseId)}/download/`, {
    responseType: "blob",
  });
}

export function useDownloadTransactionReport() {
  return useMutation({
    mutationFn: async (input: { caseId: string; caseName: string; today: string }) => {
      const blob = await getTransactionReport(input.caseId);
      saveBlob(blob, transactionsFileName(input.caseName, input.today));
    },
  });
}
