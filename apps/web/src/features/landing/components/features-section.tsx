import { type ReactNode, useRef } from "react";
import { Card } from "../../../components/ui/card.tsx";
import {
  CalculatorIcon,
  DocumentIcon,
  FolderIcon,
  LedgerIcon,
  MapIcon,
  ShieldIcon,
  TrendIcon,
} from "../../../components/ui/icons.tsx";
import { cn } from "../../../lib/cn.ts";
import { useRevealOnScroll } from "../hooks/use-reveal-on-scroll.ts";

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: "Track multiple judgments",
    text: "Every judgment in one list, with court, case number and today's payoff at a glance. Close a case when it is satisfied and keep its history.",
    icon: <FolderIcon />,
  },
  {
    title: "Up-to-date accrued interest",
    text: "Interest accrues daily at the rate you set, from the judgment date to today, in your own time zone. No spreadsheet to roll forward.",
    icon: <TrendIcon />,
  },
  {
    title: "Easy transaction entry and editing",
    text: "Log payments and cost awards as they happen. Correct or delete any entry and every later balance is recomputed for you.",
    icon: <LedgerIcon />,
  },
  {
    title: "Instant payoff calculator",
    text: "Pick any date, past or future, and see principal, interest and total payoff, with the per diem for the days after it.",
    icon: <CalculatorIcon />,
  },
  {
    title: "Statements you can send",
    text: "Download a payoff statement for a chosen date and a full transaction report as PDFs, ready for a demand letter or a writ.",
    icon: <DocumentIcon />,
  },
  {
    title: "Any state, no client details",
    text: "Use the rate your jurisdiction sets, fixed or variable. Owed needs only case names and figures, never your client's identifying details.",
    icon: <MapIcon />,
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-16 bg-paper py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-600">
            Features
          </p>
          <h2
            id="features-title"
            className="mt-3 font-serif text-3xl font-bold text-brand-900 sm:text-4xl"
          >
            Every judgment, balanced to the day
          </h2>
          <p className="mt-4 text-lg text-ink-600">
            Built for collection attorneys, paralegals and creditors who need a figure they can
            stand behind in court.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature, index) => (
            <FeatureCard key={feature.title} {...feature} index={index} />
          ))}
        </ul>
        <p className="mt-10 flex items-center gap-2 text-sm text-ink-600">
          <span className="text-brand-600">
            <ShieldIcon />
          </span>
          Figures are computed with exact decimal arithmetic: no rounding drift, ever.
        </p>
      </div>
    </section>
  );
}

function FeatureCard({
  title,
  text,
  icon,
  index,
}: {
  title: string;
  text: string;
  icon: ReactNode;
  index: number;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const { revealed, animate } = useRevealOnScroll(ref);
  return (
    <Card
      as="li"
      ref={ref}
      data-revealed={revealed}
      style={animate ? { animationDelay: `${(index % 3) * 90}ms` } : undefined}
      className={cn("p-6", !revealed && "opacity-0", revealed && animate && "animate-rise-in")}
    >
      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h3 className="mt-4 font-serif text-xl font-bold text-brand-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-ink-600">{text}</p>
    </Card>
  );
}
