import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client.ts";
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from "../lib/toast-durations.ts";

/** One cache for the whole app; the session-expiry handler clears it too. */
export const queryClient = createQueryClient();

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="bottom-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={VISIBLE_TOASTS}
        richColors
        closeButton
        toastOptions={{ classNames: { toast: "font-sans" } }}
      />
    </QueryClientProvider>
  );
}
