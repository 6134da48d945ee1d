import { type WorkspaceDto, workspaceEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { markCurrent, resetWorkspaceData } from "../../../lib/current-workspace.ts";

/** A firm workspace owned by the user, which becomes current. */
export async function createWorkspace(name: string): Promise<WorkspaceDto> {
  const answer = await call(workspaceEndpoints.createWorkspace, { body: { name } });
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
