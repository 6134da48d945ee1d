import { formatPriceText } from "@owed/domain";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { CheckList } from "../../../components/ui/check-list.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/cn.ts";
import { type Plan, usePlans } from "../../../lib/plans.ts";

export function PricingSection() {
  const plans = usePlans();
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-16 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-600">Pricing</p>
          <h2
            id="pricing-title"
            className="mt-3 font-serif text-3xl font-bold text-brand-900 sm:text-4xl"
          >
            Simple, honest pricing
          </h2>
          <p className="mt-4 text-lg text-ink-600">
            {plans.data
              ? `Start with a ${plans.data.trialDays}-day free trial. Upgrade when your caseload grows.`
              : "Start with a free trial. Upgrade when your caseload grows."}
          </p>
        </div>

        <div className="mx-auto mt-12 max-w-4xl" aria-busy={plans.isPending}>
          {plans.isPending ? (
            <PricingSkeleton />
          ) : plans.isError ? (
            <div
              role="alert"
              className="rounded-xl border border-slate-200 bg-paper p-8 text-center"
            >
              <p className="font-semibold text-brand-900">We could not load our current prices.</p>
              <p className="mt-2 text-ink-600">
                Please check your connection and try again. Every account starts with a free trial.
              </p>
              <Button variant="outline" className="mt-5" onClick={() => plans.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {plans.data.plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/** The price, its note and the lines all come from the catalog: billing shows the same words. */
function PlanCard({ plan }: { plan: Plan }) {
  const featured = plan.badge !== null;
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-8",
        featured
          ? "border-brand-800 shadow-xl ring-1 ring-brand-800"
          : "border-slate-200 shadow-sm",
      )}
    >
      {plan.badge && (
        <p className="absolute -top-3 left-8 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wider text-brand-900">
          {plan.badge}
        </p>
      )}
      <h3 id={titleId} className="font-serif text-2xl font-bold text-brand-900">
        {plan.name}
      </h3>
      <p className="mt-2 text-ink-600">{plan.description}</p>
      <p className="tabular mt-6 flex items-baseline gap-1">
        <span className="font-serif text-5xl font-bold text-brand-900">
          {formatPriceText(plan.prices.month)}
        </span>
        <span className="text-ink-600">{plan.priceNote.month}</span>
      </p>
      <CheckList
        items={plan.features}
        className="mt-6 flex-1 space-y-3 text-ink-700"
        checkClassName="text-brand-600"
      />
      <Link
        to="/login?mode=register"
        aria-describedby={titleId}
        className={buttonClasses({
          variant: featured ? "primary" : "outline",
          size: "lg",
          className: "mt-8 w-full",
        })}
      >
        {plan.buttonText}
      </Link>
    </li>
  );
}

function PricingSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <span className="sr-only" role="status">
        Loading plans
      </span>
      {[0, 1].map((key) => (
        <div key={key} className="rounded-2xl border border-slate-200 p-8">
          <Skeleton className="h-7 w-28" />
          <Skeleton className="mt-3 h-4 w-3/4" />
          <Skeleton className="mt-8 h-12 w-32" />
          <div className="mt-8 space-y-4">
            {[0, 1, 2, 3].map((line) => (
              <Skeleton key={line} className="h-4 w-full" />
            ))}
          </div>
          <Skeleton className="mt-8 h-12 w-full" />
        </div>
      ))}
    </div>
  );
}
