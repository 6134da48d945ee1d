import { type ReactNode, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageSpinner } from "../../components/ui/spinner.tsx";
import { browserStorage, hasSession } from "../../lib/auth-storage.ts";
import { rememberReturnPath, returnStorage } from "../../lib/return-path.ts";

type Check = "checking" | "signed-in" | "signed-out";

/**
 * docs/product.md ("Screens"): a spinner while local storage is checked for `authToken` or
 * `access`; no token sends the visitor to /login. Rechecked on the `storage` event, so logging out
 * in another tab closes this one's protected screens too. The address asked for is remembered, so
 * that an e-mailed link (an invitation) opens once the visitor has signed in.
 */
export function ProtectedRoute({
  signedOut,
}: {
  /**
   * Shown to a signed-out visitor instead of the login screen: a page that says what the address
   * is before asking them to sign in (an invitation link).
   */
  signedOut?: ReactNode;
} = {}) {
  const [check, setCheck] = useState<Check>("checking");
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    const recheck = () => setCheck(hasSession(browserStorage()) ? "signed-in" : "signed-out");
    recheck();
    window.addEventListener("storage", recheck);
    return () => window.removeEventListener("storage", recheck);
  }, []);

  if (check === "checking") return <FullPageSpinner label="Checking your session" />;
  if (check === "signed-out") {
    return signedOut ?? <SignIn path={`${pathname}${search}${hash}`} />;
  }
  return <Outlet />;
}

function SignIn({ path }: { path: string }) {
  // Stored from an effect: rendering stays free of side effects.
  useEffect(() => rememberReturnPath(returnStorage(), path), [path]);
  return <Navigate to="/login" replace />;
}
