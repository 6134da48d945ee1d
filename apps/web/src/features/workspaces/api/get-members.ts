import type { InvitationDto, MemberDto, membersResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

export type { InvitationDto, MemberDto };
export type WorkspaceMembers = z.output<typeof membersResponse>["data"];

/** GET /workspaces/api/workspaces/{id}/members/: members, and (for owners) invitations waiting. */
export async function getMembers(
  workspaceId: string,
  signal?: AbortSignal,
): Promise<WorkspaceMembers> {
  const answer = await api.get<z.output<typeof membersResponse>>(
    `/workspaces/api/workspaces/${encodeURIComponent(workspaceId)}/members/`,
    { signal },
  );
  return answer.data;
}

export function useMembers(workspaceId: string | null) {
  return useQuery({
    queryKey: workspaceKeys.members(workspaceId ?? ""),
    queryFn: ({ signal }) => getMembers(workspaceId ?? "", signal),
    enabled: workspaceId !== null,
  });
}
