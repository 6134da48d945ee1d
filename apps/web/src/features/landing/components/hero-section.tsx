import type { Ref } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { CheckList } from "../../../components/ui/check-list.tsx";
import { HERO_EXAMPLE } from "../utils/hero-example.ts";

// A word joiner after the hyphen: "client-" never ends a line (CheckList takes plain strings, so
// the FAQ's no-break span cannot be used here).
const NO_CLIENT_DETAILS = "No client-\u2060identifying details needed";

export function HeroSection({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <section
      ref={ref}
      id="hero"
      aria-labelledby="hero-title"
      className="on-dark relative overflow-hidden bg-brand-900 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(58,103,157,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(29,79,134,0.35),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">
            Post-judgment interest, to the cent
          </p>
          <h1
            id="hero-title"
            tabIndex={-1}
            className="mt-4 font-serif text-balance outline-none text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl"
          >
            Know What They Owe
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
            Track every money judgment in one place. Owed keeps accrued interest up to date, lets
            you enter and correct payments and costs in seconds, and gives you an instant payoff
            figure for any date, with a statement you can send.
          </p>
          <CheckList
            className="mt-6 space-y-2 text-brand-100"
            items={[
              "Works for judgments in any state",
              NO_CLIENT_DETAILS,
              "Daily simple interest, payments applied by the US Rule",
            ]}
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/login?mode=register"
              className={buttonClasses({ variant: "accent", size: "lg" })}
            >
              Get Started
            </Link>
            <a href="#pricing" className={buttonClasses({ variant: "outline-light", size: "lg" })}>
              See pricing
            </a>
          </div>
        </div>

        <ExamplePayoff />
      </div>
    </section>
  );
}

/** A worked example, computed by the same interest engine the app uses (see its unit test). */
function ExamplePayoff() {
  const ex = HERO_EXAMPLE;
  return (
    <figure className="rounded-xl bg-white p-6 text-ink-900 shadow-2xl ring-1 ring-black/5 sm:p-8">
      <figcaption className="flex items-baseline justify-between gap-4 border-b border-slate-200 pb-4">
        <span className="font-serif text-lg font-bold text-brand-800">Payoff statement</span>
        <span className="text-xs font-semibold uppercase tracking-wider text-ink-500">Example</span>
      </figcaption>
      <dl className="tabular mt-4 space-y-2 text-sm">
        <Row term={`Judgment, ${ex.judgmentDate}, ${ex.rate} simple`} value={ex.judgmentAmount} />
        <Row term={`Payment, ${ex.paymentDate}`} value={`−${ex.paymentAmount}`} />
        <Row term={`Cost award, ${ex.costDate}`} value={`+${ex.costAmount}`} />
      </dl>
      <p className="mt-5 text-xs font-semibold uppercase tracking-wider text-ink-500">
        As of {ex.asOf}
      </p>
      <dl className="tabular mt-2 space-y-2 text-sm">
        <Row term="Principal balance" value={ex.principalBalance} />
        <Row term="Accrued interest" value={ex.accruedInterest} />
        <Row term="Per diem" value={ex.perDiem} />
      </dl>
      <div className="tabular mt-4 flex items-baseline justify-between border-t-2 border-brand-800 pt-4">
        <span className="font-semibold text-brand-800">Total payoff</span>
        <span className="font-serif text-2xl font-bold text-brand-800">{ex.totalPayoff}</span>
      </div>
    </figure>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-600">{term}</dt>
      <dd className="font-medium whitespace-nowrap">{value}</dd>
    </div>
  );
}
