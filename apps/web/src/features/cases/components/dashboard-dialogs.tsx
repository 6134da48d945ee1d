import type { CaseDto } from "@owed/domain";
import type { DashboardDialogs as Dialogs } from "../hooks/use-dashboard-dialogs.ts";
import type { NewCaseFormValues } from "../utils/new-case-form.ts";
import { CaseHistoryDialog } from "./case-history-dialog.tsx";
import { DeleteCaseDialog } from "./delete-case-dialog.tsx";
import { DeleteTransactionDialog } from "./delete-transaction-dialog.tsx";
import { DeletedCasesDialog } from "./deleted-cases-dialog.tsx";
import { EditCaseDialog } from "./edit-case-dialog.tsx";
import { ImportCasesDialog } from "./import-cases-dialog.tsx";
import { NewCaseDialog } from "./new-case-dialog.tsx";
import { PayoffDemandDialog } from "./payoff-demand-dialog.tsx";
import { PlanLimitDialog } from "./plan-limit-dialog.tsx";
import { RenewJudgmentDialog } from "./renew-judgment-dialog.tsx";
import { TransactionSheet } from "./transaction-sheet.tsx";

/** The dashboard's dialogs: each mounted only while open. */
export function DashboardDialogs({
  dialogs,
  draft,
  onNewCaseClosed,
  onCreated,
  onDeleted,
  onRestored,
  readOnly,
}: {
  dialogs: Dialogs;
  draft: NewCaseFormValues | undefined;
  onNewCaseClosed: () => void;
  onCreated: (created: CaseDto, options: { openingPayment: boolean }) => void;
  onDeleted: (casesLeft: number, caseId: string) => void;
  onRestored: (caseId: string) => void;
  /** A viewer reads the history but is offered no undo. */
  readOnly: boolean;
}) {
  const { dialog, dialogCase, editing, close } = dialogs;
  return (
    <>
      {dialog === "new-case" ? (
        <NewCaseDialog
          draft={draft}
          onClose={() => {
            onNewCaseClosed();
            close();
          }}
          onCreated={onCreated}
        />
      ) : null}
      {dialog === "plan-limit" ? <PlanLimitDialog onClose={close} /> : null}
      {dialogCase && (dialog === "transaction" || editing) ? (
        <TransactionSheet item={dialogCase} transaction={editing} onClose={close} />
      ) : null}
      {dialogCase && dialog === "payoff" ? (
        <PayoffDemandDialog item={dialogCase} open onClose={close} />
      ) : null}
      {dialogCase && dialog === "edit" ? (
        <EditCaseDialog item={dialogCase} open onClose={close} />
      ) : null}
      {dialogCase && dialog === "renew" ? (
        <RenewJudgmentDialog item={dialogCase} onClose={close} />
      ) : null}
      {dialogCase && dialog === "history" ? (
        <CaseHistoryDialog item={dialogCase} onClose={close} readOnly={readOnly} />
      ) : null}
      {dialog === "import" ? <ImportCasesDialog onClose={close} /> : null}
      {dialog === "deleted" ? (
        <DeletedCasesDialog
          onClose={close}
          onRestored={(caseId) => {
            close();
            onRestored(caseId);
          }}
        />
      ) : null}
      {dialogCase && dialog === "delete" ? (
        <DeleteCaseDialog item={dialogCase} open onClose={close} onDeleted={onDeleted} />
      ) : null}
      <DeleteTransactionDialog
        transaction={dialogs.deleting}
        onClose={() => dialogs.setDeleting(null)}
      />
    </>
  );
}
