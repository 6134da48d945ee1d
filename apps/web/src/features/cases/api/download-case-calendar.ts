import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { calendarFileName } from "../utils/file-names.ts";
import { saveBlob } from "../utils/save-blob.ts";

/** GET cases/{id}/deadlines.ics: the case's deadlines as all-day calendar events. */
export async function getCaseCalendar(caseId: string): Promise<Blob> {
  return api.get<Blob>(`/docket/api/cases/${encodeURIComponent(caseId)}/deadlines.ics`, {
    responseType: "blob",
  });
}

export function useDownloadCaseCalendar() {
  return useMutation({
    mutationFn: async (input: { caseId: string; caseName: string }) => {
      saveBlob(await getCaseCalendar(input.caseId), calendarFileName(input.caseName));
    },
  });
}
