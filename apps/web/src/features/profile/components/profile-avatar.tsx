import { useEffect, useId, useRef, useState } from "react";
import { avatarFileProblem } from "../utils/avatar-file.ts";

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}

const CameraIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </svg>
);

/** A preview URL for the chosen file, released when the file changes or the screen goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The picture, with a camera button in edit mode. A chosen file is only previewed here: it is
 * sent with 'Save Changes', and Cancel drops it.
 */
export function ProfileAvatar({
  name,
  image,
  editing,
  file,
  onFileChange,
}: {
  name: string;
  image: string | null;
  editing: boolean;
  file: File | null;
  onFileChange: (file: File | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The URL that failed to load (a deleted avatar): the default avatar shows instead.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const preview = usePreview(file);
  const errorId = useId();
  const shown = preview ?? (image && image !== brokenSrc ? image : null);

  useEffect(() => {
    if (!editing) setProblem(null);
  }, [editing]);

  // The newest choice wins: a slow check of an earlier file must not overwrite a later one.
  const latestChoice = useRef<File | null>(null);
  const choose = async (chosen: File | undefined) => {
    // Choosing the same file again after an error must fire another change event.
    if (inputRef.current) inputRef.current.value = "";
    if (!chosen) return;
    latestChoice.current = chosen;
    const reason = await avatarFileProblem(chosen).catch(
      () => "The picture could not be read. Please choose it again.",
    );
    if (latestChoice.current !== chosen) return;
    setProblem(reason);
    // A refused file replaces nothing: the picture shown (and saved) stays as it was.
    if (!reason) onFileChange(chosen);
  };

  return (
    <div className="flex flex-col items-center">
      <div className="relative">
        {shown ? (
          <img
            src={shown}
            alt={preview ? "New profile picture (not saved yet)" : `Profile picture of ${name}`}
            onError={() => setBrokenSrc(shown)}
            className="size-28 rounded-full object-cover ring-4 ring-white shadow-md"
          />
        ) : (
          <span
            role="img"
            aria-label={`Default profile picture of ${name}`}
            className="inline-flex size-28 items-center justify-center rounded-full bg-brand-800 font-serif text-4xl text-accent-400 ring-4 ring-white shadow-md"
          >
            {initials(name)}
          </span>
        )}
        {editing ? (
          <>
            <button
              type="button"
              onClick={() => inputRef.current?.click()}
              aria-label="Change profile picture"
              aria-describedby={problem ? errorId : undefined}
              className="absolute right-0 bottom-0 flex size-10 items-center justify-center rounded-full border-2 border-white bg-brand-800 text-white shadow hover:bg-brand-700"
            >
              <CameraIcon />
            </button>
            <input
              ref={inputRef}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="sr-only"
              tabIndex={-1}
              aria-label="Profile picture file"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </>
        ) : null}
      </div>
      {editing && file && !problem ? (
        <p className="mt-3 text-center text-xs text-ink-500">
          New picture chosen. It is saved with 'Save Changes'.
        </p>
      ) : null}
      {editing && !file && !problem ? (
        <p className="mt-3 text-center text-xs text-ink-500">PNG, JPEG, GIF or WebP, up to 5 MB.</p>
      ) : null}
      {problem ? (
        <p id={errorId} role="alert" className="mt-3 text-center text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
