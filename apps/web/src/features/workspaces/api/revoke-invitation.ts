import { workspaceEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

export interface Revocation {
  workspaceId: string;
  invitationId: string;
}

/** The invitation's link stops working. */
export async function revokeInvitation({ workspaceId, invitationId }: Revocation): Promise<string> {
  const answer = await call(workspaceEndpoints.revokeInvitation, {
    params: { workspaceId, invitationId },
  });
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
