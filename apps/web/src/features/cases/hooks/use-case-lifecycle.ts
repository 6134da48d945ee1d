import { type CaseDto, formatUsDate } from "@owed/domain";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { browserStorage } from "../../../lib/auth-storage.ts";
import { useRestoreCase } from "../api/restore-case.ts";
import { ADD_CASE_MESSAGES, endedSession, failureMessage } from "../utils/api-errors.ts";
import { markCaseAdded, markCaseDeleted, syncFlagsWithList } from "../utils/dashboard-flags.ts";
import { keepFlash, takeFlash } from "../utils/flash.ts";
import { keepPaymentOffer, peekPaymentOffer, takePaymentOffer } from "../utils/payment-offer.ts";
import { reloadOn } from "./use-case-selection.ts";

/** Long enough to read the toast and reach its Undo. */
export const UNDO_TOAST_MS = 10_000;

/** What the dashboard does after a case is added or deleted (docs/product.md, "Screens"). */
export function useCaseLifecycle({
  cases,
  caseCount,
  select,
  clearSelection,
  openTransactionSheet,
}: {
  cases: CaseDto[];
  caseCount: number | undefined;
  select: (caseId: string) => void;
  clearSelection: () => void;
  openTransactionSheet: (item: CaseDto) => void;
}) {
  const [paymentOffer] = useState(peekPaymentOffer);

  const restore = useRestoreCase();
  // Undo of a delete: the case comes back whole and is opened again.
  const undoDelete = (caseId: string) =>
    restore.mutate(caseId, {
      onSuccess: (restored) => {
        toast.success(`${restored.caseName} restored`);
        select(restored.id);
      },
      onError: (error) => {
        if (!endedSession(error)) toast.error(failureMessage(error, "Failed to restore the case"));
      },
    });
  const deletedToast = (caseId: string) =>
    toast.success("Case deleted successfully", {
      duration: UNDO_TOAST_MS,
      action: { label: "Undo", onClick: () => undoDelete(caseId) },
    });

  // A toast that had to outlive a reload (first case added, last case deleted).
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once, on the first render
  useEffect(() => {
    const flash = takeFlash();
    if (!flash) return;
    if (flash.undoCaseId) deletedToast(flash.undoCaseId);
    else toast[flash.kind](flash.message);
  }, []);

  useEffect(() => {
    if (caseCount !== undefined) syncFlagsWithList(browserStorage(), caseCount);
  }, [caseCount]);

  // Opening payments are all dated one day: offer the sheet to enter them one by one.
  const offerPayments = (item: CaseDto) =>
    toast.success(ADD_CASE_MESSAGES.success, {
      description: `The payments so far are one payment dated ${formatUsDate(item.lastPaymentDate ?? item.judgmentDate)}. Entered one by one, interest is exact.`,
      duration: 15000,
      action: { label: "Add the payments one by one", onClick: () => openTransactionSheet(item) },
    });
  const offered = cases.find((c) => c.id === paymentOffer);
  useEffect(() => {
    if (offered && takePaymentOffer() === offered.id) offerPayments(offered);
  });

  const onCreated = (created: CaseDto, options?: { openingPayment: boolean }) => {
    const first = markCaseAdded(browserStorage());
    if (options?.openingPayment) {
      if (first) {
        keepPaymentOffer(created.id);
        reloadOn(created.id);
        return;
      }
      offerPayments(created);
      select(created.id);
      return;
    }
    if (first) {
      // The first case ever added stores the flag and reloads the page.
      keepFlash({ kind: "success", message: ADD_CASE_MESSAGES.success });
      reloadOn(created.id);
      return;
    }
    toast.success(ADD_CASE_MESSAGES.success);
    select(created.id);
  };

  const onDeleted = (casesLeft: number, caseId: string) => {
    if (markCaseDeleted(browserStorage(), casesLeft)) {
      // A deletion that leaves no cases clears the flag and reloads.
      keepFlash({ kind: "success", message: "Case deleted successfully", undoCaseId: caseId });
      reloadOn(null);
      return;
    }
    deletedToast(caseId);
    clearSelection();
  };

  return { onCreated, onDeleted, onRestored: select };
}
