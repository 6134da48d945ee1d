import { type EndpointAnswer, workspaceEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

export type InvitationPublicPreview = EndpointAnswer<
  typeof workspaceEndpoints.invitationPreview
>["data"];

/** Signed out: what the e-mail said about the invitation, with the invited address masked. */
export async function getInvitationPreview(
  token: string,
  signal?: AbortSignal,
): Promise<InvitationPublicPreview> {
  const answer = await call(
    workspaceEndpoints.invitationPreview,
    { params: { token } },
    { signal },
  );
  return answer.data;
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ["invitation-preview", token],
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
