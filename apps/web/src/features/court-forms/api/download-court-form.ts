import type { CourtFormId, CourtFormRequest } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveBlob } from "../../../lib/save-blob.ts";
import { fillCourtForm } from "./fill-court-form.ts";

/** Downloads the filled form (editable or flattened); the download is a history entry. */
export function useDownloadCourtForm(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { form: CourtFormId; body: CourtFormRequest }) => {
      const filled = await fillCourtForm(caseId, input.form, { ...input.body, preview: false });
      saveBlob(filled.pdf, filled.fileName);
      return filled;
    },
    // The case's history has a new entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["cases", "history", caseId] }),
  });
}
