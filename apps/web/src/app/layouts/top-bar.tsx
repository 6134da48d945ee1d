import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { AccountMenu } from "../../components/layouts/account-menu.tsx";
import { Logo } from "../../components/ui/logo.tsx";
import { useProfile } from "../../features/profile/api/get-profile.ts";
import { api } from "../../lib/api-client.ts";
import { browserStorage, readStoredUser } from "../../lib/auth-storage.ts";

export function TopBar() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  // The stored login answer shows a name at once; the profile (fresher, with the picture) follows.
  const [stored] = useState(() => readStoredUser(browserStorage()));

  const logout = () => {
    // Storage is cleared before the server call, so the user leaves at once whatever it answers.
    void api.logout();
    queryClient.clear();
    navigate("/login", { replace: true });
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/home" aria-label="Owed, your cases" className="rounded-md">
          <Logo />
        </Link>
        <AccountMenu
          user={profile.data ?? stored}
          image={profile.data?.image ?? null}
          onLogout={logout}
        />
      </div>
    </header>
  );
}
