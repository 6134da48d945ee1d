import { type EndpointAnswer, workspaceEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

export type InvitationPreview = EndpointAnswer<typeof workspaceEndpoints.invitation>["data"];

/** What the invitation offers, before accepting it. */
export async function getInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<InvitationPreview> {
  const answer = await call(workspaceEndpoints.invitation, { params: { token } }, { signal });
  return answer.data;
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    // Read once: an invitation changes only by being accepted or revoked.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
