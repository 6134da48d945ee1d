import {
  type EndpointAnswer,
  type InvitationDto,
  type MemberDto,
  workspaceEndpoints,
} from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

export type { InvitationDto, MemberDto };
export type WorkspaceMembers = EndpointAnswer<typeof workspaceEndpoints.members>["data"];

/** Members, and (for owners) invitations waiting. */
export async function getMembers(
  workspaceId: string,
  signal?: AbortSignal,
): Promise<WorkspaceMembers> {
  const answer = await call(workspaceEndpoints.members, { params: { workspaceId } }, { signal });
  return answer.data;
}

export function useMembers(workspaceId: string | null) {
  return useQuery({
    queryKey: workspaceKeys.members(workspaceId ?? ""),
    queryFn: ({ signal }) => getMembers(workspaceId ?? "", signal),
    enabled: workspaceId !== null,
  });
}
