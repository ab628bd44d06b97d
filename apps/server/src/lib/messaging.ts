import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export interface OutgoingMessage {
  merchantId: number;
  channel: 'sms' | 'email';
  destination: string;
  subject?: string;
  body: string;
}

/** Sends SMS and email. Every message is also written to the outbox, whatever the provider. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default provider: the outbox table only (read by tests and the back office). */
export const outboxMessenger = (db: Db): Messenger => ({
  async send(message) {
    await db.insert(outbox).values({ ...message, subject: message.subject ?? null, provider: 'outbox' });
  },
});

/**
 * A plain HTTP SMS gateway: POSTs JSON {to, text} with a bearer key; email stays in the outbox
 * until an email provider is configured.
 */
export const httpSmsMessenger = (db: Db, gateway: { url: string; apiKey?: string }): Messenger => ({
  async send(message) {
    let providerRef: string | null = null;
    if (message.channel === 'sms') {
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(gateway.apiKey ? { authorization: `Bearer ${gateway.apiKey}` } : {}),
        },
        body: JSON.stringify({ to: message.destination, text: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      providerRef = response.headers.get('x-message-id');
    }
    await db.insert(outbox).values({
      ...message,
      subject: message.subject ?? null,
      provider: message.channel === 'sms' ? 'http-sms' : 'outbox',
      providerRef,
    });
  },
});
