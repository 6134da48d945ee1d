import { Link } from "react-router";
import { ArrowUpIcon } from "../../../components/ui/icons.tsx";
import { Logo } from "../../../components/ui/logo.tsx";
import { cn } from "../../../lib/cn.ts";
import { useActiveSection } from "../hooks/use-active-section.ts";
import { scrollToTop } from "./scroll-to-top-button.tsx";

const QUICK_LINKS = [
  { id: "features", label: "Features" },
  { id: "pricing", label: "Pricing" },
  { id: "faq", label: "FAQ" },
  { id: "contact", label: "Contact" },
] as const;
const SECTION_IDS = QUICK_LINKS.map((link) => link.id);

// The links are plain #fragments: the browser scrolls (smoothly, per index.css, unless the user
// prefers reduced motion), honours each section's scroll margin, and moves the focus start point.

/** Where support mail goes; set VITE_SUPPORT_EMAIL at build time for your installation. */
const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || "support@owed.localhost";

export function SiteFooter() {
  const active = useActiveSection(SECTION_IDS);
  return (
    <footer className="on-dark bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Link to="/" aria-label="Owed, home page" className="inline-block rounded-md">
            <Logo tone="light" />
          </Link>
          <p className="mt-4 max-w-xs leading-relaxed text-brand-200">
            Post-judgment interest, balances and payoff statements for money judgments, computed to
            the cent for any date.
          </p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-serif text-lg font-bold text-white">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.id}>
                <a
                  href={`#${link.id}`}
                  aria-current={active === link.id ? "location" : undefined}
                  className={cn(
                    "inline-block rounded border-l-2 py-0.5 pl-3 transition-colors hover:text-white",
                    active === link.id
                      ? "border-accent-400 font-semibold text-accent-400"
                      : "border-transparent text-brand-200",
                  )}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-plans">
          <h2 id="footer-plans" className="font-serif text-lg font-bold text-white">
            Pricing Plans
          </h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a
                href="#pricing"
                className="inline-block border-l-2 border-transparent py-0.5 pl-3 text-brand-200 hover:text-white"
              >
                Free
              </a>
            </li>
            <li>
              <a
                href="#pricing"
                className="inline-block border-l-2 border-transparent py-0.5 pl-3 text-brand-200 hover:text-white"
              >
                Paid
              </a>
            </li>
            <li>
              <Link
                to="/interest-rate"
                className="inline-block border-l-2 border-transparent py-0.5 pl-3 text-brand-200 hover:text-white"
              >
                Interest rate guide
              </Link>
            </li>
          </ul>
        </nav>

        <div id="contact" className="scroll-mt-16">
          <h2 className="font-serif text-lg font-bold text-white">Contact</h2>
          <p className="mt-4 leading-relaxed text-brand-200">
            Questions about a calculation, your plan or your data? Write to us and a person answers
            within one business day.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-3 inline-block font-semibold break-all text-accent-400 underline-offset-4 hover:underline"
          >
            {SUPPORT_EMAIL}
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-brand-200 sm:px-6 md:flex-row md:justify-between">
          <p>© {new Date().getFullYear()} Owed. All rights reserved.</p>
          {/* Below 1280 px the floating button would cover text: the way up is here instead. */}
          <button
            type="button"
            onClick={scrollToTop}
            className="inline-flex items-center gap-1.5 self-start rounded-md py-1 font-semibold text-accent-400 hover:underline md:order-last xl:hidden"
          >
            <ArrowUpIcon />
            Back to top
          </button>
          <p>
            Owed is a calculation tool, not legal advice. Confirm the rate that applies to your
            judgment.
          </p>
        </div>
      </div>
    </footer>
  );
}
