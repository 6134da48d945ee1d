import type { WorkspaceDto, workspaceResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { markCurrent, resetWorkspaceData } from "../../../lib/current-workspace.ts";

/** POST /workspaces/api/workspaces/: a firm workspace owned by the user, which becomes current. */
export async function createWorkspace(name: string): Promise<WorkspaceDto> {
  const answer = await api.post<z.output<typeof workspaceResponse>>("/workspaces/api/workspaces/", {
    name,
  });
  return answer.data;
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: (workspace) => {
      markCurrent(queryClient, workspace);
      resetWorkspaceData(queryClient, workspace.id);
    },
  });
}
