import { type CaseDeadlinesDto, deadlineEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** Switches this case's deadline reminder e-mails off or on. */
export async function setCaseReminders(input: {
  caseId: string;
  muted: boolean;
}): Promise<{ deadlines: CaseDeadlinesDto; message: string }> {
  const answer = await call(deadlineEndpoints.setCaseReminders, {
    params: { id: input.caseId },
    body: { muted: input.muted },
  });
  return { deadlines: answer.data, message: answer.message };
}

export function useSetCaseReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCaseReminders,
    // The cached deadlines take the new value (the switch itself shows the click at once, before
    // this runs); a refusal puts them back. A read of the deadlines already in flight (a poll, or
    // the refresh after a renewal) is cancelled first: it would land later and put the old value back.
    onMutate: async ({ caseId, muted }) => {
      const key = caseKeys.deadlines(caseId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CaseDeadlinesDto>(key);
      if (before) queryClient.setQueryData(key, { ...before, remindersMuted: muted });
      return { before };
    },
    onError: (_error, { caseId }, context) => {
      if (context?.before) queryClient.setQueryData(caseKeys.deadlines(caseId), context.before);
    },
    onSuccess: ({ deadlines }) =>
      queryClient.setQueryData(caseKeys.deadlines(deadlines.caseId), deadlines),
  });
}
