import type { InvitationDto, invitationResponse, WorkspaceRole } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

export interface Invite {
  workspaceId: string;
  email: string;
  role: WorkspaceRole;
}

/** POST /workspaces/api/workspaces/{id}/invitations/: e-mails a link to join (owners only). */
export async function inviteMember({
  workspaceId,
  email,
  role,
}: Invite): Promise<{ invitation: InvitationDto; message: string }> {
  const answer = await api.post<z.output<typeof invitationResponse>>(
    `/workspaces/api/workspaces/${encodeURIComponent(workspaceId)}/invitations/`,
    { email, role },
  );
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
