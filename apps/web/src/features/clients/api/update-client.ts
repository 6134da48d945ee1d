import { type ClientDto, type ClientRequestBody, clientEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { clientKeys } from "./query-keys.ts";

/** Replaces every detail and fee term of the client. */
export async function updateClient(clientId: string, body: ClientRequestBody): Promise<ClientDto> {
  const answer = await call(clientEndpoints.updateClient, { params: { id: clientId }, body });
  return answer.data;
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: ClientRequestBody }) =>
      updateClient(clientId, body),
    // A new name shows on each of its cases: the whole docket is refreshed, not only this list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.docket }),
  });
}
