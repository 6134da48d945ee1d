/**
 * The billing screen's plan reminder (docs/product.md, "Screens"): one sentence that stands still.
 * The first specification scrolled it as a ticker, which nobody could read at a glance and which
 * cut the sentence in two on a phone (docs/decisions/007-plan-wording.md).
 */
export function PlanNotice({ message }: { message: string }) {
  return (
    <section
      aria-label="Plan reminder"
      className="rounded-lg border border-accent-500/50 bg-brand-900 px-4 py-2.5 text-sm text-white shadow-sm"
    >
      <p className="flex items-baseline gap-3">
        <span aria-hidden="true" className="text-accent-400">
          ●
        </span>
        <span>{message}</span>
      </p>
    </section>
  );
}
