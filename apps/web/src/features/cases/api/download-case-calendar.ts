import { deadlineEndpoints } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { saveBlob } from "../../../lib/save-blob.ts";
import { calendarFileName } from "../utils/file-names.ts";

/** The case's deadlines as all-day calendar events. */
export function getCaseCalendar(caseId: string): Promise<Blob> {
  return call(deadlineEndpoints.caseCalendar, { params: { id: caseId } });
}

export function useDownloadCaseCalendar() {
  return useMutation({
    mutationFn: async (input: { caseId: string; caseName: string }) => {
      saveBlob(await getCaseCalendar(input.caseId), calendarFileName(input.caseName));
    },
  });
}
