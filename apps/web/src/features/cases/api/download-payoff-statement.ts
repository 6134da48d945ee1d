import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { payoffFileName } from "../utils/file-names.ts";
import { saveBlob } from "../utils/save-blob.ts";

/** GET cases/{id}/payoff-statement/?date=: the payoff statement PDF for that date. */
export async function getPayoffStatement(caseId: string, date: string): Promise<Blob> {
  return api.get<Blob>(
    `/docket/api/cases/${encodeURIComponent(caseId)}/payoff-statement/?date=${encodeURIComponent(date)}`,
    { responseType: "blob" },
  );
}

export function useDownloadPayoffStatement() {
  return useMutation({
    mutationFn: async (input: { caseId: string; caseName: string; date: string }) => {
      const blob = await getPayoffStatement(input.caseId, input.date);
      saveBlob(blob, payoffFileName(input.caseName, input.date));
    },
  });
}
