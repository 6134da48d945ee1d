import type { WorkspaceDto, workspaceResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { markCurrent, resetWorkspaceData } from "../../../lib/current-workspace.ts";

/** POST /workspaces/api/invitations/accept/: joins the workspace, which becomes current. */
export async function acceptInvitation(token: string): Promise<WorkspaceDto> {
  const answer = await api.post<z.output<typeof workspaceResponse>>(
    "/workspaces/api/invitations/accept/",
    { token },
  );
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
