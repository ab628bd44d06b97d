/** A fresh key per user action: a double click or a retried request then moves money once. */
export const newIdempotencyKey = () => crypto.randomUUID().replaceAll('-', '');
