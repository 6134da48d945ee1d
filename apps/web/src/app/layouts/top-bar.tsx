import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  CardIcon,
  ChevronDownIcon,
  HomeIcon,
  LogoutIcon,
  UserIcon,
} from "../../components/ui/icons.tsx";
import { Logo } from "../../components/ui/logo.tsx";
import { useProfile } from "../../features/profile/api/get-profile.ts";
import { browserStorage, clearSession, readStoredUser } from "../../lib/auth-storage.ts";
import { displayName, initials } from "../../lib/truncate.ts";

const itemClasses =
  "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-sm text-ink-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

export function TopBar() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  // The stored login answer shows a name at once; the profile (fresher, with the picture) follows.
  const [stored] = useState(() => readStoredUser(browserStorage()));
  const user = profile.data ?? stored;
  const fullName = user?.full_name?.trim() || user?.username || user?.email || "Account";
  const shortName = displayName(user);

  const logout = () => {
    clearSession(browserStorage());
    queryClient.clear();
    navigate("/login", { replace: true });
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/home" aria-label="Owed, your cases" className="rounded-md">
          <Logo />
        </Link>

        {/* Not modal: the page behind stays readable to screen readers; focus still moves into the menu. */}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-ink-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
            title={fullName}
            aria-label={`${shortName}, account menu`}
          >
            <Avatar name={fullName} image={profile.data?.image ?? null} />
            <span>{shortName}</span>
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
              {/* Billing and Profile load with a full page reload (spec section 2). */}
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
              <DropdownMenu.Item className={itemClasses} onSelect={logout}>
                <LogoutIcon /> Logout
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </header>
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
