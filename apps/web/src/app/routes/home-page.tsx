import { BalanceChartPanel } from "../../features/balance-chart/components/balance-chart-panel.tsx";
import {
  type CaseSectionContext,
  CasesDashboardPage,
  type DashboardActionContext,
} from "../../features/cases/components/cases-dashboard-page.tsx";
import { CourtFormsPanel } from "../../features/court-forms/components/court-forms-panel.tsx";
import { PaymentPlanPanel } from "../../features/payment-plans/components/payment-plan-panel.tsx";
import { BatchLettersButton } from "../../features/payoff-letters/components/batch-letters-button.tsx";
import { PayoffLetterPanel } from "../../features/payoff-letters/components/payoff-letter-panel.tsx";

// The cases dashboard with the other features' sections of the open case: composed here, in the
// app, so no feature imports another (architecture/layers.test.ts).

function caseSections({ caseItem, readOnly, openPayoffStatement }: CaseSectionContext) {
  return (
    <div className="space-y-6">
      <BalanceChartPanel caseId={caseItem.id} />
      <PayoffLetterPanel caseItem={caseItem} readOnly={readOnly} />
      <PaymentPlanPanel caseItem={caseItem} readOnly={readOnly} />
      <CourtFormsPanel
        caseId={caseItem.id}
        readOnly={readOnly}
        onPayoffStatement={openPayoffStatement}
      />
    </div>
  );
}

/** The toolbar's "Payoff letters…": a letter is a history entry, so not a viewer's. */
function dashboardActions({ cases, readOnly, today }: DashboardActionContext) {
  return readOnly ? null : <BatchLettersButton cases={cases} today={today} />;
}

export function HomePage() {
  return <CasesDashboardPage caseSections={caseSections} dashboardActions={dashboardActions} />;
}
