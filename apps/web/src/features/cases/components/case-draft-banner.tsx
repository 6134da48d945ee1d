import { Button } from "../../../components/ui/button.tsx";
import type { NewCaseFormValues } from "../utils/new-case-form.ts";

/** The case the plan limit refused, offered again once the user can add it. */
export function CaseDraftBanner({
  draft,
  onContinue,
  onDiscard,
}: {
  draft: NewCaseFormValues;
  onContinue: () => void;
  onDiscard: () => void;
}) {
  const name = draft.caseName.trim();
  return (
    <section
      aria-labelledby="case-draft-title"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent-300 bg-amber-50 px-5 py-4"
    >
      <div className="min-w-0">
        <h2 id="case-draft-title" className="font-semibold text-ink-900">
          Continue your draft case{name ? ` "${name}"` : ""}?
        </h2>
        <p className="mt-0.5 text-sm text-ink-700">
          The plan limit stopped it before it was added. Everything you typed is kept.
        </p>
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button variant="outline" onClick={onDiscard} className="flex-1 sm:flex-none">
          Discard
        </Button>
        <Button onClick={onContinue} className="flex-1 sm:flex-none">
          Continue
        </Button>
      </div>
    </section>
  );
}
