import type { ImportCheckDto, ImportMapping, importCheckResponse } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** POST imports/check/: every row checked and the payoffs the import would give; nothing saved. */
export async function checkImport(input: {
  csv: string;
  mapping: ImportMapping;
}): Promise<ImportCheckDto> {
  const answer = await api.post<z.output<typeof importCheckResponse>>(
    "/docket/api/imports/check/",
    input,
  );
  return answer.data;
}

export function useCheckImport() {
  return useMutation({ mutationFn: checkImport });
}
