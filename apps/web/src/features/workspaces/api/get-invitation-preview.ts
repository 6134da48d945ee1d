import type { invitationPublicPreviewResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

export type InvitationPublicPreview = z.output<typeof invitationPublicPreviewResponse>["data"];

/**
 * GET /workspaces/api/invitations/{token}/preview/, signed out: what the e-mail said about the
 * invitation, with the invited address masked.
 */
export async function getInvitationPreview(
  token: string,
  signal?: AbortSignal,
): Promise<InvitationPublicPreview> {
  const answer = await api.get<z.output<typeof invitationPublicPreviewResponse>>(
    `/workspaces/api/invitations/${encodeURIComponent(token)}/preview/`,
    { auth: false, signal },
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
