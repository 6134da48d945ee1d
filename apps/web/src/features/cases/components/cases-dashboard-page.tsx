import { type CaseDto, formatUsDate } from "@owed/domain";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { browserStorage } from "../../../lib/auth-storage.ts";
import { useDownloadPayoffStatement } from "../api/download-payoff-statement.ts";
import { useDownloadTransactionReport } from "../api/download-transaction-report.ts";
import { useCase } from "../api/get-case.ts";
import { useCases } from "../api/get-cases.ts";
import { useLedger } from "../api/get-ledger.ts";
import { useSubscriptionPlan } from "../api/get-plan-status.ts";
import { ADD_CASE_MESSAGES, endedSession, failureMessage } from "../utils/api-errors.ts";
import { discardCaseDraft, readCaseDraft } from "../utils/case-draft.ts";
import {
  type CaseFilter,
  type CaseSort,
  countCases,
  defaultCaseFilter,
  visibleCases,
} from "../utils/case-list.ts";
import { markCaseAdded, markCaseDeleted, syncFlagsWithList } from "../utils/dashboard-flags.ts";
import { keepFlash, takeFlash } from "../utils/flash.ts";
import type { NewCaseFormValues } from "../utils/new-case-form.ts";
import { keepPaymentOffer, peekPaymentOffer, takePaymentOffer } from "../utils/payment-offer.ts";
import { atPlanLimit } from "../utils/plan-limit.ts";
import { userToday } from "../utils/time-zone.ts";
import type { TransactionRef } from "../utils/transaction-ref.ts";
import { type CaseAction, CaseDetailsPanel } from "./case-details-panel.tsx";
import { CaseDraftBanner } from "./case-draft-banner.tsx";
import { CaseListPanel, type CaseListView } from "./case-list-panel.tsx";
import { CasesEmptyState } from "./cases-empty-state.tsx";
import { DeleteCaseDialog } from "./delete-case-dialog.tsx";
import { DeleteTransactionDialog } from "./delete-transaction-dialog.tsx";
import { EditCaseDialog } from "./edit-case-dialog.tsx";
import { currentUserEmail, NewCaseDialog } from "./new-case-dialog.tsx";
import { PayoffDemandDialog } from "./payoff-demand-dialog.tsx";
import { PlanLimitDialog } from "./plan-limit-dialog.tsx";
import { TransactionSheet } from "./transaction-sheet.tsx";
import { TransactionsPanel } from "./transactions-panel.tsx";

type OpenDialog = "new-case" | "plan-limit" | "transaction" | "payoff" | "edit" | "delete" | null;

/** The selected case lives in the URL (?case=id), so a reload or a shared link keeps it. */
const CASE_PARAM = "case";

/** The screen lawyers live in: the case list, the open case, and its ledger (docs/product.md, "Screens"). */
export function CasesDashboardPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(CASE_PARAM);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The case a dialog was opened for. Kept apart from the selection so that a dialog stays
  // mounted (and its callbacks alive) while a refetch changes the list under it.
  const [target, setTarget] = useState<CaseDto | null>(null);
  const [editing, setEditing] = useState<TransactionRef | null>(null);
  const [deleting, setDeleting] = useState<TransactionRef | null>(null);
  // No filter chosen yet: the list opens on the active cases (see defaultCaseFilter).
  const [chosen, setChosen] = useState<{
    filter: CaseFilter | null;
    sort: CaseSort;
    query: string;
  }>({ filter: null, sort: "newest", query: "" });
  const detailsRef = useRef<HTMLDivElement>(null);

  const list = useCases();
  const cases = list.data ?? [];
  const listed = cases.find((c) => c.id === selectedId) ?? null;
  const detail = useCase(listed ? listed.id : null, listed ?? undefined);
  const selected: CaseDto | null = listed ? (detail.data ?? listed) : null;
  const ledger = useLedger(selected?.id ?? null);
  const print = useDownloadTransactionReport();
  const plan = useSubscriptionPlan();
  const atLimit = atPlanLimit(plan.data, cases, plan.isSuccess && list.isSuccess);
  const [draftEmail] = useState(currentUserEmail);
  const [draft, setDraft] = useState(() =>
    draftEmail ? (readCaseDraft(browserStorage(), draftEmail)?.values ?? null) : null,
  );
  const [draftOpened, setDraftOpened] = useState<NewCaseFormValues | undefined>();
  const [paymentOffer] = useState(peekPaymentOffer);
  const statement = useDownloadPayoffStatement();

  const view: CaseListView = {
    ...chosen,
    filter: chosen.filter ?? defaultCaseFilter(cases, selectedId),
  };
  const shown = visibleCases(cases, view);
  const firstShownId = shown[0]?.id ?? null;

  // A toast that had to outlive a reload (first case added, last case deleted; docs/product.md, "Screens").
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast[flash.kind](flash.message);
  }, []);

  const caseCount = list.data?.length;
  useEffect(() => {
    if (caseCount !== undefined) syncFlagsWithList(browserStorage(), caseCount);
  }, [caseCount]);

  // The first case in the list opens by itself, so a docket of one is never a blank screen.
  const nothingOpen = list.data !== undefined && listed === null;
  useEffect(() => {
    if (!nothingOpen || firstShownId === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CASE_PARAM, firstShownId);
        return next;
      },
      { replace: true },
    );
  }, [nothingOpen, firstShownId, setParams]);

  const select = (caseId: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CASE_PARAM, caseId);
        return next;
      },
      { replace: true },
    );
    // On a phone the details sit below the list: bring them into view.
    if (window.matchMedia("(max-width: 1023px)").matches) {
      requestAnimationFrame(() => detailsRef.current?.scrollIntoView({ block: "start" }));
    }
  };

  const reloadOn = (caseId: string | null) => {
    const url = new URL(window.location.href);
    if (caseId) url.searchParams.set(CASE_PARAM, caseId);
    else url.searchParams.delete(CASE_PARAM);
    window.location.replace(url.toString());
  };

  // Opening payments are all dated one day: offer the sheet to enter them one by one.
  const offerPayments = (item: CaseDto) =>
    toast.success(ADD_CASE_MESSAGES.success, {
      description: `The payments so far are one payment dated ${formatUsDate(item.lastPaymentDate ?? item.judgmentDate)}. Entered one by one, interest is exact.`,
      duration: 15000,
      action: {
        label: "Add the payments one by one",
        onClick: () => {
          setTarget(item);
          setDialog("transaction");
        },
      },
    });
  const offered = cases.find((c) => c.id === paymentOffer);
  useEffect(() => {
    if (offered && takePaymentOffer() === offered.id) offerPayments(offered);
  });

  const openNewCase = () => setDialog(atLimit ? "plan-limit" : "new-case");

  const onCreated = (created: CaseDto, options?: { openingPayment: boolean }) => {
    setDialog(null);
    if (draftOpened) setDraft(null);
    setDraftOpened(undefined);
    if (options?.openingPayment) {
      if (markCaseAdded(browserStorage())) {
        keepPaymentOffer(created.id);
        reloadOn(created.id);
        return;
      }
      offerPayments(created);
      select(created.id);
      return;
    }
    if (markCaseAdded(browserStorage())) {
      // The first case ever added stores the flag and reloads the page (docs/product.md, "Screens").
      keepFlash({ kind: "success", message: ADD_CASE_MESSAGES.success });
      reloadOn(created.id);
      return;
    }
    toast.success(ADD_CASE_MESSAGES.success);
    select(created.id);
  };

  const onDeleted = (casesLeft: number) => {
    if (markCaseDeleted(browserStorage(), casesLeft)) {
      // A deletion that leaves no cases clears the flag and reloads (docs/product.md, "Screens").
      keepFlash({ kind: "success", message: "Case deleted successfully" });
      reloadOn(null);
      return;
    }
    toast.success("Case deleted successfully");
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CASE_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  const onAction = (action: CaseAction) => {
    if (!selected) return;
    if (action === "satisfaction") {
      downloadSatisfaction(selected);
      return;
    }
    if ((action === "transaction" || action === "payoff") && selected.isEnded) return;
    setTarget(selected);
    setDialog(action);
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

  const editTransaction = (transaction: TransactionRef) => {
    setTarget(selected);
    setEditing(transaction);
  };

  const closeDialog = () => {
    setDialog(null);
    setEditing(null);
  };

  // While a dialog is open its case follows the latest figures the server sent for it.
  const dialogCase = target && selected?.id === target.id ? selected : target;

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

  const listLoading = list.isPending;
  const listFailed = list.isError && list.data === undefined;
  const empty = !listLoading && !listFailed && cases.length === 0;

  return (
    <div className="mx-auto w-full max-w-[69rem] py-6 lg:py-8">
      <title>Cases · Owed</title>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-serif text-3xl font-bold text-brand-800">Cases</h1>
          <p className="mt-1 text-sm text-ink-600">
            Balances and interest as of today,{" "}
            <span className="tabular">{formatUsDate(cases[0]?.asOf ?? userToday())}</span>.
          </p>
        </div>
      </header>

      {draft && draftEmail && !atLimit && dialog !== "new-case" ? (
        <CaseDraftBanner
          draft={draft}
          onContinue={() => {
            setDraftOpened(draft);
            setDialog("new-case");
          }}
          onDiscard={() => {
            discardCaseDraft(browserStorage(), draftEmail);
            setDraft(null);
          }}
        />
      ) : null}
      {empty ? (
        <CasesEmptyState onCreate={openNewCase} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[21rem_minmax(0,1fr)]">
          <CaseListPanel
            cases={shown}
            counts={countCases(cases)}
            view={view}
            onViewChange={setChosen}
            loading={listLoading}
            failed={listFailed}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
            selectedId={selected?.id ?? null}
            onSelect={select}
            onAddCase={openNewCase}
          />
          <div ref={detailsRef} className="min-w-0 scroll-mt-4">
            <CaseDetailsPanel item={selected} loading={listLoading} onAction={onAction} />
          </div>
          <div className="min-w-0 lg:col-span-2">
            <TransactionsPanel
              caseSelected={selected !== null}
              entries={ledger.data?.entries ?? []}
              loading={ledger.isPending}
              failed={ledger.isError && ledger.data === undefined}
              onRetry={() => void ledger.refetch()}
              printing={print.isPending}
              onPrint={onPrint}
              onEdit={editTransaction}
              onDelete={setDeleting}
            />
          </div>
        </div>
      )}

      {dialog === "new-case" ? (
        <NewCaseDialog
          draft={draftOpened}
          onClose={() => {
            setDraftOpened(undefined);
            closeDialog();
          }}
          onCreated={onCreated}
        />
      ) : null}
      {dialog === "plan-limit" ? <PlanLimitDialog onClose={closeDialog} /> : null}
      {dialogCase && (dialog === "transaction" || editing) ? (
        <TransactionSheet item={dialogCase} transaction={editing} onClose={closeDialog} />
      ) : null}
      {dialogCase && dialog === "payoff" ? (
        <PayoffDemandDialog item={dialogCase} open onClose={closeDialog} />
      ) : null}
      {dialogCase && dialog === "edit" ? (
        <EditCaseDialog item={dialogCase} open onClose={closeDialog} />
      ) : null}
      {dialogCase && dialog === "delete" ? (
        <DeleteCaseDialog item={dialogCase} open onClose={closeDialog} onDeleted={onDeleted} />
      ) : null}
      <DeleteTransactionDialog transaction={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
