/** Building blocks for the HTML part of Owed's e-mails. Every interpolated value is escaped. */

export const PRODUCT_NAME = "Owed";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A complete, plain HTML e-mail: heading, paragraphs, and an optional highlighted code. Pass
 * plain text; it is escaped here.
 */
export function htmlEmail(parts: { heading: string; paragraphs: string[]; code?: string }): string {
  const paragraphs = parts.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join("\n");
  const code = parts.code
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(parts.code)}</p>`
    : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(parts.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(parts.heading)}</h1>
${code}
${paragraphs}
<p style="margin:24px 0 0;font-size:12px;color:#7b8794">${PRODUCT_NAME}: post-judgment interest, balances and payoff statements.</p>
</div>
</body>
</html>`;
}
