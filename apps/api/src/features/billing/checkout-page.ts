import { formatUsd } from "@owed/domain";
import type { CheckoutSession } from "../../db/schema/index.ts";
import { escapeHtml, PRODUCT_NAME } from "../../mail/templates.ts";
import { termLabel } from "../plans/plan-catalog.ts";
import { LOCAL_CHECKOUT_PATH } from "./providers/local.ts";

/**
 * The built-in TEST MODE checkout page, server-rendered: it must work without the web app's
 * JavaScript, so it is plain HTML with forms, and every value in it is escaped.
 */

/** Header for every page here: inline styles only, forms post back to this origin only. */
export const CHECKOUT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const NAVY = "#0f2a4a";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f3f5f8;color:#1f2933;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
.banner{background:#facc15;color:#1c1917;text-align:center;font-weight:800;font-size:20px;letter-spacing:.02em;padding:14px 16px;border-bottom:3px solid #ca8a04;text-transform:uppercase}
.banner small{display:block;font-weight:500;font-size:14px;text-transform:none;letter-spacing:0}
header{background:${NAVY};color:#fff;padding:14px 24px}
header .brand{font-family:Georgia,"Times New Roman",serif;font-size:22px;font-weight:700;letter-spacing:.01em}
main{max-width:560px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(15,42,74,.12),0 8px 24px rgba(15,42,74,.08);padding:28px 28px 24px}
h1{font-family:Georgia,"Times New Roman",serif;color:${NAVY};font-size:28px;margin:0 0 6px}
.lead{color:#52606d;margin:0 0 20px}
table{width:100%;border-collapse:collapse;margin:0 0 20px}
th{text-align:left;font-weight:500;color:#52606d;padding:9px 0;border-bottom:1px solid #e4e7eb}
td{text-align:right;padding:9px 0;border-bottom:1px solid #e4e7eb;font-variant-numeric:tabular-nums}
tr.discount td{color:#15803d}
tr.total th,tr.total td{border-bottom:0;padding-top:14px;font-size:20px;font-weight:700;color:${NAVY}}
.note{font-size:14px;color:#52606d;margin:0 0 20px}
.actions{display:flex;gap:12px;flex-wrap:wrap}
.actions form{margin:0;flex:1 1 180px}
button{width:100%;font:inherit;font-weight:700;border-radius:8px;padding:12px 18px;cursor:pointer}
button.pay{background:${NAVY};color:#fff;border:2px solid ${NAVY}}
button.pay:hover{background:#173d69}
button.cancel{background:#fff;color:${NAVY};border:2px solid #cbd2d9}
button.cancel:hover{border-color:${NAVY}}
a.back{display:inline-block;font-weight:700;color:${NAVY}}
.fine{font-size:13px;color:#7b8794;margin:20px 4px 0;text-align:center}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME} test checkout</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">Test mode — no real payment<small>This is ${PRODUCT_NAME}'s built-in test checkout: no card is asked for and no money moves.</small></div>
<header><span class="brand">${PRODUCT_NAME}</span></header>
<main>
${body}
<p class="fine">Built-in test checkout (<code>BILLING_PROVIDER=local</code>). Real payments use Stripe (<code>BILLING_PROVIDER=stripe</code>).</p>
</main>
</body>
</html>`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "January 31, 2027" (UTC). */
export function longDate(at: Date): string {
  return dateFormat.format(at);
}

export interface CheckoutPageTerm {
  start: Date;
  end: Date;
  /** True when the user is already Pro and this term follows the current one. */
  extends: boolean;
}

/** The page for an open checkout: what is bought, the discount, the total, Pay and Cancel. */
export function openCheckoutPage(session: CheckoutSession, term: CheckoutPageTerm): string {
  const action = `${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(session.id)}`;
  const interval = session.interval === "month" ? "Monthly" : "Yearly";
  const discountRow =
    session.discountAmount > 0n
      ? `<tr class="discount"><th scope="row">Coupon <code>${escapeHtml(session.couponCode ?? "")}</code></th><td>−${escapeHtml(formatUsd(session.discountAmount))}</td></tr>`
      : "";
  const termText = term.extends
    ? `Adds ${termLabel(session.interval)} after your current term: Pro until ${longDate(term.end)}.`
    : `Pro from today until ${longDate(term.end)}.`;
  return layout(
    "Confirm your purchase",
    `<div class="card">
<h1>Confirm your purchase</h1>
<p class="lead">${PRODUCT_NAME} Pro, ${termLabel(session.interval)}. A one-time payment: it does not renew.</p>
<table>
<tr><th scope="row">Plan</th><td>${PRODUCT_NAME} Pro</td></tr>
<tr><th scope="row">Billing</th><td>${interval} (${termLabel(session.interval)})</td></tr>
<tr><th scope="row">Members</th><td>${session.seats} (the price is per member)</td></tr>
<tr><th scope="row">Price</th><td>${escapeHtml(formatUsd(session.listAmount))}</td></tr>
${discountRow}
<tr class="total"><th scope="row">Total</th><td>${escapeHtml(formatUsd(session.totalAmount))}</td></tr>
</table>
<p class="note">${escapeHtml(termText)} Unlimited cases while the term runs.</p>
<div class="actions">
<form method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">Pay ${escapeHtml(formatUsd(session.totalAmount))}</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>
</div>`,
  );
}

/** A page that only explains, with a way back to the billing screen. */
export function messagePage(title: string, text: string): string {
  return layout(
    title,
    `<div class="card">
<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(text)}</p>
<a class="back" href="/billing">Back to billing</a>
</div>`,
  );
}
