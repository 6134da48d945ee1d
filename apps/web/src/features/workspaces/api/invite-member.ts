import { type InvitationDto, type WorkspaceRole, workspaceEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

export interface Invite {
  workspaceId: string;
  email: string;
  role: WorkspaceRole;
}

/** E-mails a link to join (owners only). */
export async function inviteMember({
  workspaceId,
  email,
  role,
}: Invite): Promise<{ invitation: InvitationDto; message: string }> {
  const answer = await call(workspaceEndpoints.inviteMember, {
    params: { workspaceId },
    body: { email, role },
  });
  return { invitation: answer.data, message: answer.message };
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSettled: (_data, _error, { workspaceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.events(workspaceId) }),
      ]),
  });
}
