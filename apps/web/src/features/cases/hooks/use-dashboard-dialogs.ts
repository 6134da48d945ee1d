import type { CaseDto } from "@owed/domain";
import { useState } from "react";
import type { TransactionRef } from "../utils/transaction-ref.ts";

export type OpenDialog =
  | "new-case"
  | "plan-limit"
  | "transaction"
  | "payoff"
  | "edit"
  | "history"
  | "renew"
  | "delete"
  | "deleted"
  | "import"
  | null;

/** Which dialog is open, for which case, and which transaction is being edited or deleted. */
export function useDashboardDialogs(selected: CaseDto | null) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The case a dialog was opened for. Kept apart from the selection so that a dialog stays
  // mounted (and its callbacks alive) while a refetch changes the list under it.
  const [target, setTarget] = useState<CaseDto | null>(null);
  const [editing, setEditing] = useState<TransactionRef | null>(null);
  const [deleting, setDeleting] = useState<TransactionRef | null>(null);
  // While a dialog is open its case follows the latest figures the server sent for it.
  const dialogCase = target && selected?.id === target.id ? selected : target;
  return {
    dialog,
    dialogCase,
    editing,
    deleting,
    setDeleting,
    open: (next: OpenDialog, item?: CaseDto | null) => {
      if (item !== undefined) setTarget(item);
      setDialog(next);
    },
    editTransaction: (transaction: TransactionRef) => {
      setTarget(selected);
      setEditing(transaction);
    },
    close: () => {
      setDialog(null);
      setEditing(null);
    },
  };
}

export type DashboardDialogs = ReturnType<typeof useDashboardDialogs>;
