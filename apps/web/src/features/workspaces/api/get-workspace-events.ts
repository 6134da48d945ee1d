import type { WorkspaceEventDto, workspaceEventsResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

export type { WorkspaceEventDto };

/** GET /workspaces/api/workspaces/{id}/events/: who did what in the workspace, and when. */
export async function getWorkspaceEvents(
  workspaceId: string,
  signal?: AbortSignal,
): Promise<WorkspaceEventDto[]> {
  const answer = await api.get<z.output<typeof workspaceEventsResponse>>(
    `/workspaces/api/workspaces/${encodeURIComponent(workspaceId)}/events/`,
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
