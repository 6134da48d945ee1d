import { docketEndpoints, type ImportMapping } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** Every case of the file with its transactions, or nothing. */
export async function importCases(input: { csv: string; mapping: ImportMapping }) {
  const answer = await call(docketEndpoints.importCases, { body: input });
  return { message: answer.message, ...answer.data };
}

export function useImportCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCases,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
