import type { EditCaseBody, EditPreviewDto, editPreviewResponse } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** POST case/{id}/edit/preview/: what the edit would do to today's payoff; stores nothing. */
export async function previewCaseEdit(caseId: string, body: EditCaseBody): Promise<EditPreviewDto> {
  const answer = await api.post<z.output<typeof editPreviewResponse>>(
    `/docket/api/case/${encodeURIComponent(caseId)}/edit/preview/`,
    body,
  );
  return answer.data;
}

export function usePreviewCaseEdit() {
  return useMutation({
    mutationFn: ({ caseId, body }: { caseId: string; body: EditCaseBody }) =>
      previewCaseEdit(caseId, body),
  });
}
