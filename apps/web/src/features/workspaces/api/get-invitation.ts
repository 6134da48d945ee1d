import type { invitationPreviewResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

export type InvitationPreview = z.output<typeof invitationPreviewResponse>["data"];

/** GET /workspaces/api/invitations/{token}/: what the invitation offers, before accepting it. */
export async function getInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<InvitationPreview> {
  const answer = await api.get<z.output<typeof invitationPreviewResponse>>(
    `/workspaces/api/invitations/${encodeURIComponent(token)}/`,
    { signal },
  );
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
