import { COMMON_ERRORS } from "@owed/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { setSessionExpiredHandler } from "../../lib/api-client.ts";

/**
 * What the login form says after an expired session, in its own words: the toast keeps the
 * contract's wording (docs/product.md ("Validation and messages")).
 */
export const SESSION_ENDED_NOTICE = {
  tone: "info",
  text: "You were signed out because your session expired. Log in again to continue.",
} as const;

/** The login form's words when the password was changed or reset on another device. */
export const PASSWORD_CHANGED_NOTICE = {
  tone: "info",
  text: "You were signed out because your password was changed on another device. Log in with the new password.",
} as const;

/** Every route renders inside this: it wires what an expired session looks like. */
export function RootLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, hash } = useLocation();
  const firstLoad = useRef(true);

  useEffect(() => {
    // The session-expired toast, storage already cleared by the client; the user goes to /login
    // rather than the root path, where the form says why they are there
    // (docs/decisions/006-beyond-the-spec.md).
    setSessionExpiredHandler((error) => {
      queryClient.clear();
      // The client worded the error: the contract's "Session Expired!" toast, or the password
      // changed elsewhere.
      toast.error(error.message);
      const notice =
        error.code === COMMON_ERRORS.passwordChanged.code
          ? PASSWORD_CHANGED_NOTICE
          : SESSION_ENDED_NOTICE;
      navigate("/login", { replace: true, state: { notice } });
    });
  }, [navigate, queryClient]);

  // A new screen starts at its top, or at the section its #fragment names.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation by design
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: "start" });
    // On the first load the browser restores a reloaded page's position itself.
    else if (!firstLoad.current) window.scrollTo(0, 0);
    firstLoad.current = false;
  }, [pathname, hash]);

  return <Outlet />;
}
