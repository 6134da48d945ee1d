import { type MemberDto, type WorkspaceRole, workspaceEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";
import type { WorkspaceMembers } from "./get-members.ts";

export interface RoleChange {
  workspaceId: string;
  userId: string;
  role: WorkspaceRole;
}

/** A member's new role (owners only). */
export async function changeMemberRole(
  change: RoleChange,
): Promise<{ member: MemberDto; message: string }> {
  const answer = await call(workspaceEndpoints.changeMemberRole, {
    params: { workspaceId: change.workspaceId, userId: change.userId },
    body: { role: change.role },
  });
  return { member: answer.data, message: answer.message };
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    // The select shows the new role at once, not the old one until the refetch lands.
    onSuccess: ({ member }, { workspaceId }) =>
      queryClient.setQueryData<WorkspaceMembers>(workspaceKeys.members(workspaceId), (data) =>
        data
          ? { ...data, members: data.members.map((m) => (m.userId === member.userId ? member : m)) }
          : data,
      ),
    // An owner who makes themself an editor loses the owner's screens: the list says so.
    onSettled: (_data, _error, { workspaceId }) =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === workspaceKeys.all[0] &&
          (queryKey[1] === "list" || queryKey[2] === workspaceId),
      }),
  });
}
