import * as Dialog from "@radix-ui/react-dialog";
import type { MouseEvent, RefObject } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../ui/button.tsx";
import { CloseIcon } from "../ui/icons.tsx";

/** One link of the public pages' navigation, in the header and in this menu. */
export interface PublicNavLink {
  label: string;
  href: string;
}

/**
 * The small-screen side drawer: a modal dialog (focus trapped inside, Escape closes it, focus
 * returns to the menu button). Loaded on first use, so the dialog machinery stays out of the
 * landing page's first load.
 */
export function MobileMenu({
  open,
  onOpenChange,
  links,
  onLink,
  returnFocusTo,
  showLogin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly PublicNavLink[];
  onLink: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** False when signed in: the account menu beside the menu button takes Login's place. */
  showLogin: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Back to the menu button, unless a link already moved focus to its section.
            event.preventDefault();
            const active = document.activeElement;
            if (!active || active === document.body || event.currentTarget === active) {
              returnFocusTo.current?.focus();
            }
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white p-6 shadow-2xl motion-safe:data-[state=open]:animate-drawer-in"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-lg font-bold text-brand-800">
              Menu
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-md text-ink-600 hover:bg-slate-100"
              aria-label="Close menu"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="mt-6">
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    onClick={(event) => onLink(event, link.href)}
                    className="block rounded-md px-3 py-3 text-base font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {showLogin && (
            <Link
              to="/login"
              onClick={() => onOpenChange(false)}
              className={buttonClasses({ className: "mt-6 w-full" })}
            >
              Login
            </Link>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
