import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="on-dark bg-brand-800">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="font-serif text-2xl font-bold text-white sm:text-3xl">
            Have the payoff ready before the debtor calls.
          </h2>
          <p className="mt-2 text-brand-100">Set up your first judgment in under two minutes.</p>
        </div>
        <Link
          to="/login?mode=register"
          className={buttonClasses({ variant: "accent", size: "lg" })}
        >
          Order Now
        </Link>
      </div>
    </section>
  );
}
