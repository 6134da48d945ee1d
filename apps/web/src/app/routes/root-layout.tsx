import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { SESSION_EXPIRED_MESSAGE, setSessionExpiredHandler } from "../../lib/api-client.ts";

/** Every route renders inside this: it wires what an expired session looks like. */
export function RootLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, hash } = useLocation();
  const firstLoad = useRef(true);

  useEffect(() => {
    // Spec section 8: toast, storage already cleared by the client, back to the root path.
    setSessionExpiredHandler(() => {
      queryClient.clear();
      toast.error(SESSION_EXPIRED_MESSAGE);
      navigate("/", { replace: true });
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
