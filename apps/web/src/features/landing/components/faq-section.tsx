import { formatPriceText, priceFromText, yearlySavingPercent } from "@owed/domain";
import * as Accordion from "@radix-ui/react-accordion";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card.tsx";
import { ChevronDownIcon } from "../../../components/ui/icons.tsx";
import { type PlanCatalog, usePlans } from "../../../lib/plans.ts";
import { NoBreak } from "./no-break.tsx";

interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

/** Prices and limits in the answers come from the plan catalog when it has loaded. */
function faqEntries(catalog: PlanCatalog | undefined): FaqEntry[] {
  const pro = catalog?.plans.find((plan) => (priceFromText(plan.prices.month) ?? 0n) !== 0n);
  const month = pro ? priceFromText(pro.prices.month) : null;
  const year = pro ? priceFromText(pro.prices.year) : null;
  const saving = month !== null && year !== null ? yearlySavingPercent(month, year) : null;
  const trial = catalog ? `${catalog.trialDays}-day` : "free";
  const limit = catalog ? `up to ${catalog.freeActiveCaseLimit}` : "a few";
  return [
    {
      id: "method",
      question: "How does Owed calculate post-judgment interest?",
      answer: (
        <>
          <p>
            Daily simple interest on the principal balance, plus any adjustments, at the rate you
            choose and as of the date you choose. Each day earns the principal times the annual rate
            divided by 365, rounded down to a hundredth of a cent. The judgment date itself earns
            nothing; interest starts the next day.
          </p>
          <p>
            Unsure of your rate? Our{" "}
            <Link
              to="/interest-rate"
              className="font-semibold text-brand-600 underline underline-offset-2"
            >
              post-judgment interest rate guide
            </Link>{" "}
            lists the rule, citation and compounding for every state.
          </p>
        </>
      ),
    },
    {
      id: "payments",
      question: "How are payments applied?",
      answer: (
        <p>
          By the United States Rule, as courts apply it: on the payment date the payment first pays
          the interest accrued so far, and only the rest reduces principal. Unpaid interest never
          earns interest itself. A payment that equals the payoff satisfies the judgment and closes
          the case; editing or deleting any entry recomputes every balance after it.
        </p>
      ),
    },
    {
      id: "costs",
      question: "How are costs handled?",
      answer: (
        <p>
          A cost award is added to principal on the date you enter and earns interest from that
          date, at the case's rate. Several entries on the same day apply in the order you entered
          them.
        </p>
      ),
    },
    {
      id: "renewal",
      question: "Can interest compound when a judgment is renewed?",
      answer: (
        <>
          <p>
            Yes, where the law lets it. Open the case and choose{" "}
            <strong className="font-semibold text-ink-900">Renew Judgment</strong> (in the case's
            menu, or beside its deadlines): Owed shows the renewed amount and the deadlines the
            renewal moves, then records it. On the renewal date the unpaid interest, with any
            renewal costs, becomes principal and earns interest from then on.
          </p>
          <p>
            For judgments that compound by law every year, such as federal judgments under 28 U.S.C.
            § 1961, a case can instead compound annually on each anniversary of the judgment date.
          </p>
        </>
      ),
    },
    {
      id: "trial",
      question: "Is there a free trial, and what does Pro cost?",
      answer: (
        <>
          <p>
            Every account starts with a {trial} free trial, no credit card required, with {limit}{" "}
            active cases.
            {pro
              ? ` Pro costs ${formatPriceText(pro.prices.month)} a month or ${formatPriceText(pro.prices.year)} a year${saving ? ` (save ${saving}%)` : ""} for each member of the workspace, for unlimited cases.`
              : " Pro removes the case limit."}{" "}
            A paid term is a one-time payment that does not renew automatically.
          </p>
          <p>
            If you do not subscribe, your data is deleted 10 days after the trial ends; after a paid
            term ends, 30 days after it. We e-mail you 7 days and 1 day before anything is deleted.
          </p>
        </>
      ),
    },
    {
      id: "states",
      question: "Does it work in my state, and what do I need to enter?",
      answer: (
        <p>
          Owed works for judgments from any state, the District of Columbia, Puerto Rico and federal
          courts: you set the rate, fixed or changing over time. You need only a case name, court,
          case number, the judgment amount and date, and your payments and costs. No{" "}
          <NoBreak>client-identifying</NoBreak> details are required, and debtor contact details are
          optional.
        </p>
      ),
    },
  ];
}

export function FaqSection() {
  const plans = usePlans();
  const entries = faqEntries(plans.data);
  // One open item across both columns: two accordions sharing one value.
  const [open, setOpen] = useState("");
  const columns = [entries.slice(0, 3), entries.slice(3, 6)];

  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-16 bg-paper py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-600">FAQ</p>
          <h2
            id="faq-title"
            className="mt-3 font-serif text-3xl font-bold text-brand-900 sm:text-4xl"
          >
            Questions lawyers ask us
          </h2>
        </div>
        <div className="mt-10 grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
          {columns.map((column, index) => (
            <Accordion.Root
              // biome-ignore lint/suspicious/noArrayIndexKey: the two columns are fixed
              key={index}
              type="single"
              collapsible
              value={column.some((entry) => entry.id === open) ? open : ""}
              onValueChange={setOpen}
              className="space-y-4"
            >
              {column.map((entry) => (
                <Accordion.Item key={entry.id} value={entry.id} asChild>
                  <Card className="data-[state=open]:border-brand-300">
                    <Accordion.Header>
                      <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-brand-900 hover:text-brand-600">
                        {entry.question}
                        <span className="text-ink-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none">
                          <ChevronDownIcon />
                        </span>
                      </Accordion.Trigger>
                    </Accordion.Header>
                    <Accordion.Content className="space-y-3 px-5 pb-5 leading-relaxed text-ink-600">
                      {entry.answer}
                    </Accordion.Content>
                  </Card>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          ))}
        </div>
      </div>
    </section>
  );
}
