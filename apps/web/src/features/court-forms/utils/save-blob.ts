/** The temporary link is cleaned up once the browser has taken the file. */
const CLEANUP_MS = 100;

/** Saves a blob under `fileName` through a temporary link, the way browsers allow it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(url);
  }, CLEANUP_MS);
}
