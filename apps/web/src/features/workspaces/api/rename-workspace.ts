import { type WorkspaceDto, workspaceEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

/** A new name (owners only). */
export async function renameWorkspace(input: {
  workspaceId: string;
  name: string;
}): Promise<{ workspace: WorkspaceDto; message: string }> {
  const answer = await call(workspaceEndpoints.renameWorkspace, {
    params: { workspaceId: input.workspaceId },
    body: { name: input.name },
  });
  return { workspace: answer.data, message: answer.message };
}

export function useRenameWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameWorkspace,
    onSuccess: ({ workspace }) =>
      queryClient.setQueryData<WorkspaceDto[]>(workspaceKeys.list(), (list) =>
        list?.map((w) => (w.id === workspace.id ? workspace : w)),
      ),
    onSettled: (_data, _error, { workspaceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.list() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.events(workspaceId) }),
      ]),
  });
}
