import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { failureText } from "../utils/failure.ts";

// What a settings card shows before its data is there: loading, or a failure with a retry.

/** "The letterhead could not be loaded. <why> Try again". */
export function CardLoadFailure({
  what,
  error,
  retry,
}: {
  /** "The letterhead", "The letter settings". */
  what: string;
  error: unknown;
  retry: () => void;
}) {
  return (
    <div className="px-5 py-4">
      <FormAlert>
        {what} could not be loaded. {failureText(error, "") ?? ""}{" "}
        <button
          type="button"
          onClick={retry}
          className="font-semibold underline underline-offset-2"
        >
          Try again
        </button>
      </FormAlert>
    </div>
  );
}

/** A placeholder the size of the form, announced as "Loading the letterhead". */
export function CardLoading({ what }: { what: string }) {
  return (
    <div aria-busy="true" className="px-5 py-4">
      <span className="sr-only" role="status">
        Loading {what}
      </span>
      <Skeleton className="h-48 rounded-md" />
    </div>
  );
}
