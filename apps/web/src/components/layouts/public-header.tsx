import { useQueryClient } from "@tanstack/react-query";
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { signOut } from "../../lib/api-client.ts";
import {
  browserStorage,
  hasSession,
  readStoredUser,
  type StoredUser,
} from "../../lib/auth-storage.ts";
import { buttonClasses } from "../ui/button.tsx";
import { MenuIcon } from "../ui/icons.tsx";
import { Logo } from "../ui/logo.tsx";
import type { PublicNavLink } from "./mobile-menu.tsx";

export interface PublicHeaderProps {
  links: readonly PublicNavLink[];
  /** Landing page: scroll to the section in place instead of following the link. */
  onSectionLink?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

const loadMobileMenu = () => import("./mobile-menu.tsx");
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
// Only signed-in visitors need the menu, so its dropdown code stays out of the first load.
const AccountMenu = lazy(() =>
  import("./account-menu.tsx").then((m) => ({ default: m.AccountMenu })),
);

type Visitor = { signedIn: false } | { signedIn: true; user: StoredUser | null };

function currentVisitor(): Visitor {
  const storage = browserStorage();
  return hasSession(storage)
    ? { signedIn: true, user: readStoredUser(storage) }
    : { signedIn: false };
}

/** Whether someone is signed in, kept current when another tab logs in or out. */
function useVisitor(): Visitor {
  const [visitor, setVisitor] = useState(currentVisitor);
  useEffect(() => {
    const recheck = () => setVisitor(currentVisitor());
    window.addEventListener("storage", recheck);
    return () => window.removeEventListener("storage", recheck);
  }, []);
  return visitor;
}

/**
 * The public pages' top navigation; on small screens the links move into a side drawer. A
 * signed-in visitor sees the account menu (Home, Billing, Profile, Logout) instead of Login.
 */
export function PublicHeader({ links, onSectionLink }: PublicHeaderProps) {
  const visitor = useVisitor();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // The drawer is mounted from its first opening on, so it can animate and restore focus.
  const [used, setUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    setOpen(false);
    onSectionLink?.(event, href);
  };

  const logout = () => {
    // Storage is cleared before the server call, so the user leaves at once whatever it answers.
    void signOut();
    queryClient.clear();
    navigate("/login", { replace: true });
  };

  const accountMenu = visitor.signedIn && (
    <Suspense fallback={<span className="inline-block h-11 w-28" />}>
      <AccountMenu user={visitor.user} onLogout={logout} />
    </Suspense>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label="Owed, home page" className="rounded-md">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  onClick={(event) => follow(event, link.href)}
                  className="rounded-md px-3 py-2 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {link.label}
                </a>
              </li>
            ))}
            {!visitor.signedIn && (
              <li className="ml-3">
                <Link to="/login" className={buttonClasses({ size: "sm", className: "px-5" })}>
                  Login
                </Link>
              </li>
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2 md:hidden">
          {accountMenu}
          <button
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
            className="inline-flex size-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 md:hidden"
          >
            <MenuIcon />
          </button>
        </div>
        {visitor.signedIn && <div className="hidden md:block">{accountMenu}</div>}
        {used && (
          <Suspense fallback={null}>
            <MobileMenu
              open={open}
              onOpenChange={setOpen}
              links={links}
              onLink={follow}
              returnFocusTo={menuButton}
              showLogin={!visitor.signedIn}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}
