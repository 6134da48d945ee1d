import { type WorkspaceDto, workspaceEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { markCurrent, resetWorkspaceData } from "../../../lib/current-workspace.ts";

/** The workspace the docket routes work on from now on. */
export async function switchWorkspace(workspaceId: string): Promise<WorkspaceDto> {
  const answer = await call(workspaceEndpoints.switchWorkspace, { body: { workspaceId } });
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
