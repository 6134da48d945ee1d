import type { workspaceDoneResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

export interface Revocation {
  workspaceId: string;
  invitationId: string;
}

/** DELETE /workspaces/api/workspaces/{id}/invitations/{invitationId}/: the link stops working. */
export async function revokeInvitation({ workspaceId, invitationId }: Revocation): Promise<string> {
  const answer = await api.delete<z.output<typeof workspaceDoneResponse>>(
    `/workspaces/api/workspaces/${encodeURIComponent(workspaceId)}/invitations/${encodeURIComponent(invitationId)}/`,
  );
  return answer.message;
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: (_data, _error, { workspaceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.events(workspaceId) }),
      ]),
  });
}
