import type { CaseDto } from "@owed/domain";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { BatchLettersDialog } from "./batch-letters-dialog.tsx";

/** The dashboard toolbar's "Payoff letters…": opens the batch dialog on the workspace's cases. */
export function BatchLettersButton({ cases, today }: { cases: readonly CaseDto[]; today: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} disabled={cases.length === 0}>
        <LetterIcon />
        Payoff letters…
      </Button>
      <BatchLettersDialog open={open} onOpenChange={setOpen} cases={cases} today={today} />
    </>
  );
}

function LetterIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}
