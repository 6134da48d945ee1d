import { Suspense } from "react";
import { Outlet } from "react-router";
import { SkipLink } from "../../components/ui/skip-link.tsx";
import { FullPageSpinner } from "../../components/ui/spinner.tsx";
import { TopBar } from "./top-bar.tsx";

/** The frame of every signed-in screen: top bar, then the page. */
export function AuthenticatedLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-paper">
      <SkipLink />
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 px-4 outline-none sm:px-6">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="px-4 py-4 text-sm text-ink-500 sm:px-6">
          Owed is a calculation tool, not legal advice.
        </p>
      </footer>
    </div>
  );
}
