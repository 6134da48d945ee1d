import type { WorkspaceDto, workspaceResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { markCurrent, resetWorkspaceData } from "../../../lib/current-workspace.ts";

/** PUT /workspaces/api/current/: the workspace the docket routes work on from now on. */
export async function switchWorkspace(workspaceId: string): Promise<WorkspaceDto> {
  const answer = await api.put<z.output<typeof workspaceResponse>>("/workspaces/api/current/", {
    workspaceId,
  });
  return answer.data;
}

export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchWorkspace,
    onSuccess: (workspace) => {
      markCurrent(queryClient, workspace);
      resetWorkspaceData(queryClient, workspace.id);
    },
  });
}
