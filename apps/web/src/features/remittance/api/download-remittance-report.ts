import { remittanceEndpoints } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { saveBlob } from "../../../lib/save-blob.ts";
import { fileNameOf, type ReportFormat, reportFileName } from "../utils/file-name.ts";

// The report's three files (PDF on the letterhead, CSV, Excel) are one report in three formats:
// one fetcher picks the format's endpoint, so the page's three buttons share their handling.
const ENDPOINTS = {
  pdf: remittanceEndpoints.remittancePdf,
  csv: remittanceEndpoints.remittanceCsv,
  xlsx: remittanceEndpoints.remittanceXlsx,
} as const;

export interface ReportDownload {
  clientId: string;
  clientName: string;
  from: string;
  to: string;
  format: ReportFormat;
}

/** The report as a file, under the server's name when it gives one. */
export async function downloadRemittanceReport(
  request: ReportDownload,
): Promise<{ file: Blob; fileName: string }> {
  let disposition: string | null = null;
  const file = await call(
    ENDPOINTS[request.format],
    { params: { id: request.clientId }, query: { from: request.from, to: request.to } },
    {
      onHeaders: (headers) => {
        disposition = headers.get("content-disposition");
      },
    },
  );
  return { file, fileName: fileNameOf(disposition, reportFileName(request)) };
}

export function useDownloadRemittanceReport() {
  return useMutation({
    mutationFn: async (request: ReportDownload) => {
      const download = await downloadRemittanceReport(request);
      saveBlob(download.file, download.fileName);
      return download;
    },
  });
}
