import { ArrowLeftIcon } from "../../../components/ui/icons.tsx";

export function BackToLogin({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-600 hover:text-brand-800 hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      Back to Login
    </button>
  );
}
