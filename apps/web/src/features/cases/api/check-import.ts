import { docketEndpoints, type ImportCheckDto, type ImportMapping } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** Every row checked and the payoffs the import would give; nothing saved. */
export async function checkImport(input: {
  csv: string;
  mapping: ImportMapping;
}): Promise<ImportCheckDto> {
  const answer = await call(docketEndpoints.checkImport, { body: input });
  return answer.data;
}

export function useCheckImport() {
  return useMutation({ mutationFn: checkImport });
}
