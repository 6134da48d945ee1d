import { type WorkspaceEventDto, workspaceEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

export type { WorkspaceEventDto };

/** Who did what in the workspace, and when. */
export async function getWorkspaceEvents(
  workspaceId: string,
  signal?: AbortSignal,
): Promise<WorkspaceEventDto[]> {
  const answer = await call(
    workspaceEndpoints.workspaceEvents,
    { params: { workspaceId } },
    { signal },
  );
  return answer.data;
}

export function useWorkspaceEvents(workspaceId: string | null) {
  return useQuery({
    queryKey: workspaceKeys.events(workspaceId ?? ""),
    queryFn: ({ signal }) => getWorkspaceEvents(workspaceId ?? "", signal),
    enabled: workspaceId !== null,
  });
}
