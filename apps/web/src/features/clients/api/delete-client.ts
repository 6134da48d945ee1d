import { clientEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { clientKeys } from "./query-keys.ts";

/** Resolves to how many cases were left with no client (each a history entry on its case). */
export async function deleteClient(clientId: string): Promise<number> {
  const answer = await call(clientEndpoints.deleteClient, { params: { id: clientId } });
  return answer.data.casesUnassigned;
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.docket }),
  });
}
