import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { flowStorage } from "./login-flow.ts";
import { recordCodeSent, secondsUntilResend } from "./resend-cooldown.ts";

/**
 * Seconds left before a new code may be asked for `email`, ticking down once a second. Kept in
 * the tab's storage, so a reload does not reset the count.
 */
export function useResendCooldown(email: string) {
  const [secondsLeft, setSecondsLeft] = useState(() =>
    secondsUntilResend(flowStorage(), email, Date.now()),
  );

  useEffect(() => {
    const tick = () => setSecondsLeft(secondsUntilResend(flowStorage(), email, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [email]);

  /** A code was just sent (or refused for a while: pass the error to use the server's wait). */
  const started = useCallback(
    (refusal?: unknown) => {
      const wait = refusal instanceof ApiError ? refusal.retryAfterSeconds : undefined;
      if (refusal !== undefined && wait === undefined) return;
      recordCodeSent(flowStorage(), email, Date.now(), wait);
      setSecondsLeft(secondsUntilResend(flowStorage(), email, Date.now()));
    },
    [email],
  );

  return { secondsLeft, started };
}
