import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { CalculatorIcon, FolderIcon, LedgerIcon } from "../../../components/ui/icons.tsx";
import { PlusIcon } from "./case-icons.tsx";

const HINTS = [
  {
    icon: FolderIcon,
    title: "Track Cases",
    text: "Every judgment in one docket: court, case number, debtor and balance.",
  },
  {
    icon: LedgerIcon,
    title: "Add Payments",
    text: "Log payments and costs; balances are recomputed by the U.S. Rule.",
  },
  {
    icon: CalculatorIcon,
    title: "Calculate Interest",
    text: "Accrued interest to the cent and a payoff for any date.",
  },
] as const;

/** `onCreate` is absent for a viewer: the workspace is empty and they cannot fill it. */
export function CasesEmptyState({ onCreate }: { onCreate?: (() => void) | undefined }) {
  return (
    <Card
      as="section"
      aria-labelledby="active-cases-title"
      className="px-6 py-12 text-center sm:px-10 sm:py-16"
    >
      <h2 id="active-cases-title" className="sr-only">
        Active Cases (0)
      </h2>
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <FolderIcon className="size-7" />
      </span>
      <h3 className="mt-5 font-serif text-2xl font-bold text-brand-800">No Cases Yet</h3>
      {onCreate ? (
        <>
          <p className="mx-auto mt-3 max-w-xl text-ink-600">
            Start managing your legal cases by creating your first case. Track payments, calculate
            interest, and manage all case details in one place.
          </p>
          <Button size="lg" className="mt-7" onClick={onCreate}>
            <PlusIcon />
            Create Your First Case
          </Button>
        </>
      ) : (
        <p className="mx-auto mt-3 max-w-xl text-ink-600">
          This workspace has no cases yet. They will show here once an owner or an editor adds them.
        </p>
      )}
      <ul className="mx-auto mt-12 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
        {HINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-slate-200 bg-paper px-5 py-4">
            <span className="flex items-center gap-2 font-semibold text-ink-900">
              <Icon className="size-5 text-brand-600" />
              {title}
            </span>
            <span className="mt-1 block text-sm text-ink-600">{text}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
