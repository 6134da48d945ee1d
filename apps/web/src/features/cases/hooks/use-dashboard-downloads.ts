import type { CaseDto } from "@owed/domain";
import { toast } from "sonner";
import { userToday } from "../../../lib/user-today.ts";
import { useDownloadPayoffStatement } from "../api/download-payoff-statement.ts";
import { useDownloadTransactionReport } from "../api/download-transaction-report.ts";
import { useExportCaseList, useExportLedger } from "../api/export-csv.ts";
import { useExportEverything } from "../api/export-everything.ts";
import { useExportCaseListWorkbook, useExportLedgerWorkbook } from "../api/export-xlsx.ts";
import { endedSession, failureMessage } from "../utils/api-errors.ts";
import { ledgerFileName } from "../utils/file-names.ts";

/**
 * The dashboard's downloads: the open case's transaction report and satisfaction statement, the
 * CSV and Excel exports of the list and of the open case's ledger, and "Export everything".
 */
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

  const everything = useExportEverything();
  const exportEverything = () =>
    everything.mutate(userToday(), {
      onSuccess: () => toast.success("Export downloaded successfully"),
      onError: (error) => {
        if (!endedSession(error)) toast.error(failureMessage(error, "Failed to export everything"));
      },
    });
  const listXlsx = useExportCaseListWorkbook();
  const ledgerXlsx = useExportLedgerWorkbook();
  const xlsxFailed = (error: unknown) => {
    if (!endedSession(error)) toast.error(failureMessage(error, "Failed to export Excel workbook"));
  };
  const exportCaseListWorkbook = () =>
    listXlsx.mutate(userToday(), {
      onSuccess: () => toast.success("Excel workbook downloaded successfully"),
      onError: xlsxFailed,
    });
  const exportLedgerWorkbook = () => {
    if (!selected) return;
    const today = selected.asOf || userToday();
    ledgerXlsx.mutate(
      { caseId: selected.id, fileName: ledgerFileName(selected.caseName, today, "xlsx") },
      {
        onSuccess: () => toast.success("Excel workbook downloaded successfully"),
        onError: xlsxFailed,
      },
    );
  };

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
    exportEverything,
    exportingEverything: everything.isPending,
    exportCaseListWorkbook,
    exportingListWorkbook: listXlsx.isPending,
    exportLedgerWorkbook,
    exportingLedgerWorkbook: ledgerXlsx.isPending,
  };
}
