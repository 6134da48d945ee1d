import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { AccountMenu } from "../../components/layouts/account-menu.tsx";
import { Logo } from "../../components/ui/logo.tsx";
import { WorkspaceSwitcher } from "../../features/workspaces/components/workspace-switcher.tsx";
import { signOut } from "../../lib/api-client.ts";
import { browserStorage, readStoredUser } from "../../lib/auth-storage.ts";
import { useProfile } from "../../lib/profile.ts";

const navClasses = ({ isActive }: { isActive: boolean }) =>
  isActive
    ? "shrink-0 whitespace-nowrap rounded-md bg-brand-50 px-2.5 py-1.5 font-semibold text-brand-800"
    : "shrink-0 whitespace-nowrap rounded-md px-2.5 py-1.5 font-medium text-ink-600 hover:bg-slate-100 hover:text-ink-900";

export function TopBar() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  // The stored login answer shows a name at once; the profile (fresher, with the picture) follows.
  const [stored] = useState(() => readStoredUser(browserStorage()));
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the links scroll sideways: the current page's link is brought into view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>(`a[href="${CSS.escape(pathname)}"]`);
    current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [pathname]);

  const logout = () => {
    // Storage is cleared before the server call, so the user leaves at once whatever it answers.
    void signOut();
    queryClient.clear();
    navigate("/login", { replace: true });
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      {/* Narrower than a laptop the links take a row of their own under the logo and the menus,
          sideways-scrolling if they must: beside them they would run under the workspace switcher. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6 lg:h-16 lg:flex-nowrap">
        <div className="flex min-w-0 items-center gap-3 max-lg:contents sm:gap-6">
          <Link to="/home" aria-label="Owed, your cases" className="shrink-0 rounded-md">
            {/* On a phone the mark alone: the word's room goes to the workspace switcher. */}
            <Logo className="max-sm:[&>span]:hidden" />
          </Link>
          <nav
            ref={nav}
            aria-label="Main"
            className="flex items-center gap-1 text-sm whitespace-nowrap max-lg:order-last max-lg:w-full max-lg:overflow-x-auto max-lg:border-t max-lg:border-slate-100 max-lg:py-1.5"
          >
            <NavLink to="/home" className={navClasses}>
              Cases
            </NavLink>
            <NavLink to="/deadlines" className={navClasses}>
              Deadlines
            </NavLink>
            <NavLink to="/clients" className={navClasses}>
              Clients
            </NavLink>
            <NavLink to="/portfolio" className={navClasses}>
              Portfolio
            </NavLink>
            <NavLink to="/remittance" className={navClasses}>
              Remittance
            </NavLink>
          </nav>
        </div>
        <div className="flex h-16 min-w-0 items-center gap-2 max-sm:shrink-0">
          <WorkspaceSwitcher />
          <AccountMenu
            user={profile.data ?? stored}
            image={profile.data?.image ?? null}
            onLogout={logout}
          />
        </div>
      </div>
    </header>
  );
}
