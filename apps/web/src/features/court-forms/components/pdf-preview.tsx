import { useEffect, useRef, useState } from "react";
import { renderPdfPages } from "../utils/render-pdf.ts";

/**
 * The filled form's pages drawn in the page (pdf.js), so the user sees what the court will see
 * before downloading. Each page is a canvas named "Page N of M" for assistive technology.
 */
export function PdfPreview({ pdf, title }: { pdf: Blob; title: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"drawing" | "drawn" | "failed">("drawing");

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let cancelled = false;
    setState("drawing");
    void (async () => {
      try {
        const width = Math.min(element.clientWidth || 640, 900);
        const canvases = await renderPdfPages(await pdf.arrayBuffer(), width, () => cancelled);
        if (cancelled) return;
        element.replaceChildren(
          ...canvases.map((canvas, index) => {
            canvas.setAttribute("role", "img");
            canvas.setAttribute("aria-label", `${title}, page ${index + 1} of ${canvases.length}`);
            canvas.className = "block w-full border border-slate-200 bg-white shadow-sm";
            return canvas;
          }),
        );
        setState("drawn");
      } catch {
        if (!cancelled) setState("failed");
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [pdf, title]);

  return (
    <div>
      {state === "drawing" ? (
        <p role="status" className="py-6 text-center text-sm text-ink-500">
          Drawing the form...
        </p>
      ) : null}
      {state === "failed" ? (
        <p role="alert" className="py-6 text-center text-sm text-red-800">
          The preview could not be drawn. The download is not affected.
        </p>
      ) : null}
      <div ref={holder} className="space-y-4" aria-busy={state === "drawing"} />
    </div>
  );
}
