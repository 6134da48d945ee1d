import { type WorkspaceDto, workspaceEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { markCurrent, resetWorkspaceData } from "../../../lib/current-workspace.ts";

/** Joins the invitation's workspace, which becomes current. */
export async function acceptInvitation(token: string): Promise<WorkspaceDto> {
  const answer = await call(workspaceEndpoints.acceptInvitation, { body: { token } });
  return answer.data;
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (workspace) => {
      markCurrent(queryClient, workspace);
      resetWorkspaceData(queryClient, workspace.id);
    },
  });
}
