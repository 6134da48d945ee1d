import { useEffect, useState } from "react";
import { Navigate, Outlet } from "react-router";
import { FullPageSpinner } from "../../components/ui/spinner.tsx";
import { browserStorage, hasSession } from "../../lib/auth-storage.ts";

type Check = "checking" | "signed-in" | "signed-out";

/**
 * docs/product.md ("Screens"): a spinner while local storage is checked for `authToken` or
 * `access`; no token sends the visitor to /login. Rechecked on the `storage` event, so logging out
 * in another tab closes this one's protected screens too.
 */
export function ProtectedRoute() {
  const [check, setCheck] = useState<Check>("checking");

  useEffect(() => {
    const recheck = () => setCheck(hasSession(browserStorage()) ? "signed-in" : "signed-out");
    recheck();
    window.addEventListener("storage", recheck);
    return () => window.removeEventListener("storage", recheck);
  }, []);

  if (check === "checking") return <FullPageSpinner label="Checking your session" />;
  if (check === "signed-out") return <Navigate to="/login" replace />;
  return <Outlet />;
}
