import { deadlineEndpoints } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { calendarFileName } from "../utils/file-names.ts";
import { saveBlob } from "../utils/save-blob.ts";

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
