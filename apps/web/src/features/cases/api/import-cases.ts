import type { ImportMapping, importDoneResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** POST imports/: every case of the file with its transactions, or nothing. */
export async function importCases(input: { csv: string; mapping: ImportMapping }) {
  const answer = await api.post<z.output<typeof importDoneResponse>>("/docket/api/imports/", input);
  return { message: answer.message, ...answer.data };
}

export function useImportCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCases,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
