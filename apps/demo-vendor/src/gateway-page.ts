import type { StoredOrder } from './gateway-store.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const amountText = (amount: string) =>
  Number(amount).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const style = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:grid;place-items:center;padding:16px;
    font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#eef1f6;color:#1d2433}
  main{width:min(420px,100%);background:#fff;border-radius:16px;padding:28px;
    box-shadow:0 18px 50px rgb(20 30 60 / 14%)}
  .brand{margin:0 0 18px;font-size:13px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#3a57e8}
  h1{margin:0 0 6px;font-size:30px;font-variant-numeric:tabular-nums}
  p{margin:0 0 16px;color:#4b5568}
  dl{margin:0 0 22px;display:grid;grid-template-columns:auto 1fr;gap:6px 14px;font-size:14px}
  dt{color:#7a8499} dd{margin:0;word-break:break-all;font-family:ui-monospace,monospace}
  form{display:flex;gap:10px;flex-wrap:wrap}
  button{flex:1 1 140px;padding:12px 16px;border-radius:10px;font-size:16px;font-weight:600;cursor:pointer}
  .pay{border:0;background:#3a57e8;color:#fff} .cancel{border:1px solid #c9cfdb;background:#fff;color:#1d2433}
  button:focus-visible{outline:3px solid #95a7ff;outline-offset:2px}
  .note{margin:18px 0 0;font-size:12px;color:#7a8499}
  a{color:#3a57e8}`;

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${style}</style></head>` +
  `<body><main><p class="brand">Demo payment gateway</p>${body}</main></body></html>`;

/** The page the player pays on: amount, what for, the order, Pay and Cancel. */
export const paymentPage = (order: StoredOrder) =>
  layout(
    'Demo payment gateway',
    `<h1>${escapeHtml(amountText(order.amount))} ${escapeHtml(order.currency)}</h1>` +
      `<p>${escapeHtml(order.description)}</p>` +
      `<dl><dt>Order</dt><dd>${escapeHtml(order.orderId)}</dd></dl>` +
      `<form method="post">` +
      `<button type="submit" name="action" value="pay" class="pay">Pay</button>` +
      `<button type="submit" name="action" value="cancel" class="cancel">Cancel</button>` +
      `</form><p class="note">A demonstration gateway: no real money moves.</p>`,
  );

/** An order that is no longer open: say how it ended and lead back to the site. */
export const closedPage = (order: StoredOrder) =>
  layout(
    'Order closed',
    `<h1>${order.status === 'paid' ? 'Already paid' : 'Cancelled'}</h1>` +
      `<p>Order ${escapeHtml(order.orderId)} is ${escapeHtml(order.status)}.</p>` +
      `<p><a href="${escapeHtml(order.returnUrl)}">Back to the site</a></p>`,
  );

export const missingPage = () =>
  layout('Order not found', '<h1>Order not found</h1><p>This payment link is not valid.</p>');

/** The page may post only to itself and then send the player back to the site that sent it. */
export const pageSecurityPolicy = (returnUrl?: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; ` +
  `form-action 'self'${returnUrl ? ` ${new URL(returnUrl).origin}` : ''}`;
