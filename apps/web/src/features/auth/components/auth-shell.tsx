import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card.tsx";
import { CheckList } from "../../../components/ui/check-list.tsx";
import { Logo } from "../../../components/ui/logo.tsx";

/**
 * The frame of the login screen: a brand panel on wide screens, the form card beside it. The
 * heading names the current mode and receives focus when the mode changes, so screen-reader
 * users hear where they are.
 */
export function AuthShell({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  description: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-paper lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        aria-label="About Owed"
        className="on-dark relative hidden overflow-hidden bg-brand-900 px-12 py-12 text-white lg:flex lg:flex-col lg:justify-between"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(58,103,157,0.45),transparent_55%)]"
        />
        <Link to="/" aria-label="Owed, home page" className="relative self-start rounded-md">
          <Logo tone="light" />
        </Link>
        <div className="relative max-w-md">
          <p className="font-serif text-3xl leading-snug font-bold">
            Interest accrues every day. Owed keeps the count, to the cent.
          </p>
          <CheckList
            className="mt-8 space-y-3 text-brand-100"
            items={[
              "Daily simple interest, payments applied by the US Rule",
              "An instant payoff for any date, as a PDF statement",
              "Works for judgments in any state",
            ]}
          />
        </div>
        <p className="relative text-sm text-brand-200">
          No <span className="whitespace-nowrap">client-identifying</span> details are ever
          required.
        </p>
      </aside>

      <main className="flex min-h-screen flex-col items-center px-4 py-8 sm:px-6 lg:justify-center lg:py-12">
        <div className="w-full max-w-md">
          <Link to="/" aria-label="Owed, home page" className="inline-block rounded-md lg:hidden">
            <Logo />
          </Link>
          <Card className="mt-8 p-5 sm:p-8 lg:mt-0">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="font-serif text-2xl font-bold text-brand-900 outline-none sm:text-3xl"
            >
              {title}
            </h1>
            <div className="mt-2 text-ink-600">{description}</div>
            <div className="mt-6">{children}</div>
          </Card>
        </div>
      </main>
    </div>
  );
}
