import type { ImportPreviewDto, importPreviewResponse } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** POST imports/preview/: the file's columns, first rows and a suggested mapping. */
export async function previewImport(csv: string): Promise<ImportPreviewDto> {
  const answer = await api.post<z.output<typeof importPreviewResponse>>(
    "/docket/api/imports/preview/",
    { csv },
  );
  return answer.data;
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
