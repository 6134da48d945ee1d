import { docketEndpoints, type EditCaseBody, type EditPreviewDto } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** What the edit would do to today's payoff; stores nothing. */
export async function previewCaseEdit(caseId: string, body: EditCaseBody): Promise<EditPreviewDto> {
  const answer = await call(docketEndpoints.previewCaseEdit, { params: { id: caseId }, body });
  return answer.data;
}

export function usePreviewCaseEdit() {
  return useMutation({
    mutationFn: ({ caseId, body }: { caseId: string; body: EditCaseBody }) =>
      previewCaseEdit(caseId, body),
  });
}
