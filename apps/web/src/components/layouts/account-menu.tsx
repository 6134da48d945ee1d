import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";
import { Link } from "react-router";
import { displayName, initials } from "../../lib/truncate.ts";
import { CardIcon, ChevronDownIcon, HomeIcon, LogoutIcon, UserIcon } from "../ui/icons.tsx";

const itemClasses =
  "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm text-ink-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

export interface AccountMenuUser {
  full_name?: string | null;
  username?: string | null;
  email?: string | null;
}

/**
 * The signed-in user's menu (docs/product.md ("Screens")): the name cut to 10 characters, then
 * Home, Billing and Profile (those two with a full page load) and Logout. Shared by the app's top
 * bar and the public pages' header, so a signed-in visitor of the landing page sees the same menu.
 */
export function AccountMenu({
  user,
  image,
  onLogout,
}: {
  user: AccountMenuUser | null;
  image?: string | null;
  onLogout: () => void;
}) {
  const fullName = user?.full_name?.trim() || user?.username || user?.email || "Account";
  const shortName = displayName(user);

  return (
    // Not modal: the page behind stays readable to screen readers; focus still moves into the menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-ink-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        title={fullName}
        aria-label={`${shortName}, account menu`}
      >
        <Avatar name={fullName} image={image ?? null} />
        <span className="hidden sm:inline">{shortName}</span>
        <span className="text-ink-500">
          <ChevronDownIcon />
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold text-brand-900">{shortName}</span>
            {user?.email && (
              <span className="block max-w-60 truncate text-xs text-ink-500">{user.email}</span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/home">
              <HomeIcon /> Home
            </Link>
          </DropdownMenu.Item>
          {/* Billing and Profile load with a full page reload (docs/product.md ("Screens")). */}
          <DropdownMenu.Item asChild className={itemClasses}>
            <a href="/billing">
              <CardIcon /> Billing
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <a href="/profile">
              <UserIcon /> Profile
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
            <LogoutIcon /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The user's picture, or the default avatar: initials on the brand colour. */
function Avatar({ name, image }: { name: string; image: string | null }) {
  const [broken, setBroken] = useState(false);
  if (image && !broken) {
    return (
      <img
        src={image}
        alt=""
        onError={() => setBroken(true)}
        className="size-9 rounded-full object-cover ring-1 ring-slate-200"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="default-avatar"
      className="inline-flex size-9 items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-accent-400"
    >
      {initials(name)}
    </span>
  );
}
