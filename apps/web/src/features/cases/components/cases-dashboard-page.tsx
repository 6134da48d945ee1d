import { type CaseDto, formatUsDate } from "@owed/domain";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { userToday } from "../../../lib/user-today.ts";
import { useWorkspaceAccess, type WorkspaceAccess } from "../../../lib/workspace-access.ts";
import { useCase } from "../api/get-case.ts";
import { useCases } from "../api/get-cases.ts";
import { type ClientOption, useClientOptions } from "../api/get-clients.ts";
import { useLedger } from "../api/get-ledger.ts";
import { type PlanSummary, usePlansByCase } from "../api/get-payment-plans.ts";
import { useSubscriptionPlan } from "../api/get-plan-status.ts";
import { useCaseDraft } from "../hooks/use-case-draft.ts";
import { useCaseLifecycle } from "../hooks/use-case-lifecycle.ts";
import {
  useCaseSelection,
  useClientFilter,
  useFirstCaseOpens,
} from "../hooks/use-case-selection.ts";
import {
  type DashboardDialogs as DashboardDialogState,
  useDashboardDialogs,
} from "../hooks/use-dashboard-dialogs.ts";
import { useDashboardDownloads } from "../hooks/use-dashboard-downloads.ts";
import {
  type CaseFilter,
  countCases,
  defaultCaseFilter,
  visibleCases,
} from "../utils/case-list.ts";
import { clientParamOf } from "../utils/client-filter.ts";
import { atPlanLimit } from "../utils/plan-limit.ts";
import { type CaseAction, CaseDetailsPanel } from "./case-details-panel.tsx";
import { CaseDraftBanner } from "./case-draft-banner.tsx";
import { DownloadIcon, TrashIcon, UploadIcon } from "./case-icons.tsx";
import { CaseListPanel, type CaseListView } from "./case-list-panel.tsx";
import { CasesEmptyState } from "./cases-empty-state.tsx";
import { DashboardDialogs } from "./dashboard-dialogs.tsx";
import { TransactionsPanel } from "./transactions-panel.tsx";

/** The "Export everything" button's anchor: the retention warnings link to it. */
const EXPORT_EVERYTHING_ID = "export-everything";

/** What a viewer may still open from the case's menu: nothing in them changes the case. */
const READ_ACTIONS: ReadonlySet<CaseAction> = new Set(["payoff", "satisfaction", "history"]);

/**
 * What another feature shows on the open case's page (the court forms): the app composes them in
 * (app/routes/home-page.tsx), so this feature imports none of them.
 */
export interface CaseSectionContext {
  caseItem: CaseDto;
  readOnly: boolean;
  /** Opens the payoff statement dialog for the case. */
  openPayoffStatement: () => void;
}
export type CaseSections = (context: CaseSectionContext) => ReactNode;

/** The list's view as the user chose it (the client filter lives in the URL); no filter chosen yet is null. */
type ChosenView = Omit<CaseListView, "filter" | "client"> & { filter: CaseFilter | null };
const FIRST_VIEW: ChosenView = { filter: null, sort: "newest", query: "", plan: "any" };
/** What another feature may add to the dashboard's toolbar (the batch payoff letters). */
export interface DashboardActionContext {
  /** Every case of the workspace, as listed. */
  cases: readonly CaseDto[];
  readOnly: boolean;
  /** The user's today, as the list's figures are computed. */
  today: string;
}
export type DashboardActions = (context: DashboardActionContext) => ReactNode;

/** The screen lawyers live in: the case list, the open case, and its ledger (docs/product.md, "Screens"). */
export interface CasesDashboardProps {
  caseSections?: CaseSections;
  /** Other features' toolbar buttons, composed in by the app. */
  dashboardActions?: DashboardActions;
}

/** How the list is narrowed and ordered: chosen on the page, the client filter kept in the URL. */
function useCaseListView(cases: readonly CaseDto[], selectedId: string | null) {
  // No filter chosen yet: the list opens on the active cases (see defaultCaseFilter).
  const [chosen, setChosen] = useState<ChosenView>(FIRST_VIEW);
  const [clientFilter, setClientFilter] = useClientFilter();
  const view: CaseListView = {
    ...chosen,
    filter: chosen.filter ?? defaultCaseFilter(cases, selectedId),
    client: clientFilter,
  };
  const onViewChange = ({ client, ...rest }: CaseListView) => {
    setChosen(rest);
    if (clientParamOf(client) !== clientParamOf(clientFilter)) setClientFilter(client);
  };
  return { view, onViewChange };
}

export function CasesDashboardPage({ caseSections, dashboardActions }: CasesDashboardProps = {}) {
  const detailsRef = useRef<HTMLDivElement>(null);
  const { selectedId, setCaseParam, select } = useCaseSelection(detailsRef);
  const clients = useClientOptions();

  const list = useCases();
  const cases = list.data ?? [];
  const listed = cases.find((c) => c.id === selectedId) ?? null;
  const detail = useCase(listed ? listed.id : null, listed ?? undefined);
  const selected: CaseDto | null = listed ? (detail.data ?? listed) : null;
  const plan = useSubscriptionPlan();
  const atLimit = atPlanLimit(plan.data, cases, plan.isSuccess && list.isSuccess);
  const drafts = useCaseDraft();
  const dialogs = useDashboardDialogs(selected);
  const downloads = useDashboardDownloads(selected);
  const access = useWorkspaceAccess();
  // A viewer is offered only what reads: statements, the report, exports, the history.
  const readOnly = !access.canEdit;

  const { view, onViewChange } = useCaseListView(cases, selectedId);
  const plans = usePlansByCase();
  const shown = visibleCases(cases, view, plans);
  useFirstCaseOpens(list.data !== undefined && listed === null, shown[0]?.id ?? null, setCaseParam);

  const lifecycle = useCaseLifecycle({
    cases,
    caseCount: list.data?.length,
    select,
    clearSelection: () => setCaseParam(null),
    openTransactionSheet: (item) => dialogs.open("transaction", item),
  });
  const onCreated = (created: CaseDto, options?: { openingPayment: boolean }) => {
    dialogs.open(null);
    drafts.settled();
    lifecycle.onCreated(created, options);
  };
  const openNewCase = () => dialogs.open(atLimit ? "plan-limit" : "new-case");
  const onAction = caseActionHandler(selected, readOnly, dialogs, downloads);

  const empty = !list.isPending && !(list.isError && list.data === undefined) && cases.length === 0;
  const showDraft = drafts.draftEmail && !atLimit && !readOnly && dialogs.dialog !== "new-case";

  return (
    <div className="mx-auto w-full max-w-[69rem] py-6 lg:py-8">
      <title>Cases · Owed</title>
      <DashboardHeader
        cases={cases}
        dialogs={dialogs}
        downloads={downloads}
        access={access}
        actions={dashboardActions}
      />
      {showDraft && drafts.draft ? (
        <CaseDraftBanner
          draft={drafts.draft}
          onContinue={() => {
            drafts.setDraftOpened(drafts.draft ?? undefined);
            dialogs.open("new-case");
          }}
          onDiscard={drafts.discard}
        />
      ) : null}
      {empty ? (
        <CasesEmptyState onCreate={readOnly ? undefined : openNewCase} />
      ) : (
        <CaseWorkspace
          list={list}
          shown={shown}
          plans={plans}
          view={view}
          onViewChange={onViewChange}
          clients={clients.data ?? []}
          selected={selected}
          onSelect={select}
          onAddCase={readOnly ? undefined : openNewCase}
          readOnly={readOnly}
          detailsRef={detailsRef}
          onAction={onAction}
          downloads={downloads}
          dialogs={dialogs}
          sections={selected ? caseSections?.(sectionContext(selected, readOnly, onAction)) : null}
        />
      )}

      <DashboardDialogs
        dialogs={dialogs}
        draft={drafts.draftOpened}
        onNewCaseClosed={() => drafts.setDraftOpened(undefined)}
        onCreated={onCreated}
        onDeleted={lifecycle.onDeleted}
        onRestored={lifecycle.onRestored}
        readOnly={readOnly}
      />
    </div>
  );
}

function sectionContext(
  caseItem: CaseDto,
  readOnly: boolean,
  onAction: (action: CaseAction) => void,
): CaseSectionContext {
  return { caseItem, readOnly, openPayoffStatement: () => onAction("payoff") };
}

/** What the case menu's items do; a viewer's menu has only the reading ones, and only those run. */
function caseActionHandler(
  selected: CaseDto | null,
  readOnly: boolean,
  dialogs: DashboardDialogState,
  downloads: ReturnType<typeof useDashboardDownloads>,
) {
  return (action: CaseAction) => {
    if (!selected) return;
    if (readOnly && !READ_ACTIONS.has(action)) return;
    if (action === "satisfaction") {
      downloads.downloadSatisfaction(selected);
      return;
    }
    const needsOpenCase = action === "transaction" || action === "payoff" || action === "renew";
    if (needsOpenCase && selected.isEnded) return;
    dialogs.open(action, selected);
  };
}

function DashboardHeader({
  cases,
  dialogs,
  downloads,
  access,
  actions,
}: {
  cases: readonly CaseDto[];
  dialogs: ReturnType<typeof useDashboardDialogs>;
  downloads: ReturnType<typeof useDashboardDownloads>;
  access: WorkspaceAccess;
  /** Other features' toolbar buttons. */
  actions: DashboardActions | undefined;
}) {
  const asOf = cases[0]?.asOf ?? userToday();
  const canExport = cases.length > 0;
  const firm = access.workspace?.kind === "firm" ? access.workspace : null;
  const { hash } = useLocation();
  // The retention warnings link here (docs/exports.md): the button is brought into view, focused,
  // once the list has loaded (it is disabled until then, and a disabled button takes no focus).
  useEffect(() => {
    if (hash !== `#${EXPORT_EVERYTHING_ID}` || !canExport) return;
    const button = document.getElementById(EXPORT_EVERYTHING_ID);
    button?.scrollIntoView({ block: "center" });
    button?.focus();
  }, [hash, canExport]);
  return (
    <>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-bold text-brand-800">Cases</h1>
          {/* On a phone the switcher shows only its icon: the firm's name is said here too. */}
          {firm ? (
            <p className="mt-1 text-sm font-medium break-words text-brand-800">{firm.name}</p>
          ) : null}
          <p className="mt-1 text-sm text-ink-600">
            Balances and interest as of today, <span className="tabular">{formatUsDate(asOf)}</span>
            .
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {actions?.({ cases, readOnly: !access.canEdit, today: asOf })}
          {access.canEdit ? (
            <Button variant="ghost" size="sm" onClick={() => dialogs.open("import")}>
              <UploadIcon />
              Import CSV
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={downloads.exportCaseList}
            disabled={!canExport || downloads.exportingList}
          >
            <DownloadIcon />
            {downloads.exportingList ? "Exporting..." : "Export CSV"}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={downloads.exportCaseListWorkbook}
            disabled={!canExport || downloads.exportingListWorkbook}
          >
            <DownloadIcon />
            {downloads.exportingListWorkbook ? "Exporting..." : "Export Excel"}
          </Button>
          <Button
            id={EXPORT_EVERYTHING_ID}
            variant="ghost"
            size="sm"
            onClick={downloads.exportEverything}
            disabled={!canExport || downloads.exportingEverything}
          >
            <DownloadIcon />
            {downloads.exportingEverything ? "Exporting..." : "Export everything"}
          </Button>
          {access.canEdit ? (
            <Button variant="ghost" size="sm" onClick={() => dialogs.open("deleted")}>
              <TrashIcon />
              Recently Deleted
            </Button>
          ) : null}
        </div>
      </header>
      {access.canEdit ? null : (
        <div className="mb-6">
          <FormAlert tone="info">
            You can view this workspace's cases; your role (viewer) cannot change them. Payoff
            statements, reports and exports are available. To make changes, ask an owner for the
            editor role.
          </FormAlert>
        </div>
      )}
    </>
  );
}

/** The case list, the open case and its ledger. */
function CaseWorkspace({
  list,
  shown,
  plans,
  view,
  onViewChange,
  clients,
  selected,
  onSelect,
  onAddCase,
  readOnly,
  detailsRef,
  onAction,
  downloads,
  dialogs,
  sections,
}: {
  list: ReturnType<typeof useCases>;
  shown: CaseDto[];
  plans: ReadonlyMap<string, PlanSummary>;
  view: CaseListView;
  onViewChange: (view: CaseListView) => void;
  /** The workspace's clients, for the list's client filter. */
  clients: readonly ClientOption[];
  selected: CaseDto | null;
  onSelect: (caseId: string) => void;
  /** Absent for a viewer: nothing offers to add a case. */
  onAddCase: (() => void) | undefined;
  readOnly: boolean;
  detailsRef: RefObject<HTMLDivElement | null>;
  onAction: (action: CaseAction) => void;
  downloads: ReturnType<typeof useDashboardDownloads>;
  dialogs: DashboardDialogState;
  /** The other features' sections of the open case, below its ledger. */
  sections: ReactNode;
}) {
  const ledger = useLedger(selected?.id ?? null);
  const listLoading = list.isPending;
  const listFailed = list.isError && list.data === undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-[21rem_minmax(0,1fr)]">
      <CaseListPanel
        cases={shown}
        counts={countCases(list.data ?? [])}
        view={view}
        onViewChange={onViewChange}
        clients={clients}
        loading={listLoading}
        failed={listFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        selectedId={selected?.id ?? null}
        onSelect={onSelect}
        onAddCase={onAddCase}
        plans={plans}
      />
      <div ref={detailsRef} className="min-w-0 scroll-mt-4">
        <CaseDetailsPanel
          item={selected}
          loading={listLoading}
          onAction={onAction}
          readOnly={readOnly}
        />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <TransactionsPanel
          caseSelected={selected !== null}
          entries={ledger.data?.entries ?? []}
          loading={ledger.isPending}
          failed={ledger.isError && ledger.data === undefined}
          onRetry={() => void ledger.refetch()}
          printing={downloads.printing}
          onPrint={downloads.onPrint}
          exporting={downloads.exportingLedger}
          onExport={downloads.exportLedger}
          exportingWorkbook={downloads.exportingLedgerWorkbook}
          onExportWorkbook={downloads.exportLedgerWorkbook}
          rowActions={
            readOnly ? null : { onEdit: dialogs.editTransaction, onDelete: dialogs.setDeleting }
          }
        />
      </div>
      {sections ? <div className="min-w-0 lg:col-span-2">{sections}</div> : null}
    </div>
  );
}
