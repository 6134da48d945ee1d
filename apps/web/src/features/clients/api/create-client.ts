import { type ClientDto, type ClientRequestBody, clientEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { clientKeys } from "./query-keys.ts";

/** 201 with the client as saved. */
export async function createClient(body: ClientRequestBody): Promise<ClientDto> {
  const answer = await call(clientEndpoints.createClient, { body });
  return answer.data;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.docket }),
  });
}
