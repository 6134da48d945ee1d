import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveBlob } from "../utils/save-blob.ts";

/**
 * GET cases/export/all/: one ZIP with the case list, every ledger (CSV), every payoff statement
 * (PDF) and the history (docs/exports.md).
 */
export async function getEverything(): Promise<Blob> {
  return api.get<Blob>("/docket/api/cases/export/all/", { responseType: "blob" });
}

export function useExportEverything() {
  return useMutation({
    mutationFn: async (today: string) =>
      saveBlob(await getEverything(), `owed-export-${today}.zip`),
  });
}
