import type { CaseDto } from "@owed/domain";
import { toast } from "sonner";
import { useDownloadPayoffStatement } from "../api/download-payoff-statement.ts";
import { useDownloadTransactionReport } from "../api/download-transaction-report.ts";
import { useExportCaseList, useExportLedger } from "../api/export-csv.ts";
import { endedSession, failureMessage } from "../utils/api-errors.ts";
import { ledgerFileName } from "../utils/file-names.ts";
import { userToday } from "../utils/time-zone.ts";

/** The dashboard's PDF downloads: the open case's transaction report and satisfaction statement. */
export function useDashboardDownloads(selected: CaseDto | null) {
  const print = useDownloadTransactionReport();
  const listCsv = useExportCaseList();
  const ledgerCsv = useExportLedger();
  const csvFailed = (error: unknown) => {
    if (!endedSession(error)) toast.error(failureMessage(error, "Failed to export CSV"));
  };
  const exportCaseList = () =>
    listCsv.mutate(userToday(), {
      onSuccess: () => toast.success("CSV downloaded successfully"),
      onError: csvFailed,
    });
  const exportLedger = () => {
    if (!selected) return;
    const today = selected.asOf || userToday();
    ledgerCsv.mutate(
      { caseId: selected.id, fileName: ledgerFileName(selected.caseName, today) },
      { onSuccess: () => toast.success("CSV downloaded successfully"), onError: csvFailed },
    );
  };
  const statement = useDownloadPayoffStatement();

  const onPrint = () => {
    if (!selected) {
      toast.error("No case selected or missing token");
      return;
    }
    print.mutate(
      { caseId: selected.id, caseName: selected.caseName, today: selected.asOf || userToday() },
      {
        onSuccess: () => toast.success("PDF downloaded successfully"),
        onError: (error) => {
          if (!endedSession(error)) toast.error("Failed to download PDF");
        },
      },
    );
  };

  // An ended case's final statement: the payoff statement dated the day it was paid in full.
  const downloadSatisfaction = (item: CaseDto) => {
    if (!item.endedOn) return;
    statement.mutate(
      { caseId: item.id, caseName: item.caseName, date: item.endedOn },
      {
        onSuccess: () => toast.success("Satisfaction statement downloaded successfully"),
        onError: (error) => {
          if (!endedSession(error)) {
            toast.error(failureMessage(error, "Failed to download satisfaction statement"));
          }
        },
      },
    );
  };

  return {
    printing: print.isPending,
    onPrint,
    downloadSatisfaction,
    exportCaseList,
    exportingList: listCsv.isPending,
    exportLedger,
    exportingLedger: ledgerCsv.isPending,
  };
}
