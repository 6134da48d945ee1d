import { docketEndpoints } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { saveBlob } from "../../../lib/save-blob.ts";

/**
 * One ZIP with the case list, every ledger (CSV), every payoff statement (PDF) and the history
 * (docs/exports.md).
 */
export async function getEverything(): Promise<Blob> {
  return call(docketEndpoints.exportEverything, {});
}

export function useExportEverything() {
  return useMutation({
    mutationFn: async (today: string) =>
      saveBlob(await getEverything(), `owed-export-${today}.zip`),
  });
}
