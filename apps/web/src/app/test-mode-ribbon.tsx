import { useServerConfig } from "../lib/server-config.ts";

/** On every page while the server simulates payments, so nobody mistakes a demo for billing. */
export function TestModeRibbon() {
  const config = useServerConfig();
  if (!config.data?.testMode) return null;
  return (
    <div
      role="note"
      aria-label="Test mode"
      className="bg-amber-300 px-4 py-1 text-center text-sm font-semibold text-slate-900"
    >
      Test mode: payments are simulated
    </div>
  );
}
