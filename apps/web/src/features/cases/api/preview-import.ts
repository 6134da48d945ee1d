import { docketEndpoints, type ImportPreviewDto } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** The file's columns, first rows and a suggested mapping. */
export async function previewImport(csv: string): Promise<ImportPreviewDto> {
  const answer = await call(docketEndpoints.previewImport, { body: { csv } });
  return answer.data;
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
