import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export interface OutgoingMessage {
  merchantId: number;
  channel: 'sms' | 'email';
  destination: string;
  subject?: string;
  body: string;
  /** a code inside `body`: kept out of the outbox whenever a real provider delivers the message */
  secret?: string;
}

const withoutSecret = ({ secret: _secret, ...message }: OutgoingMessage) => message;
const maskSecret = ({ secret, ...message }: OutgoingMessage) =>
  secret ? { ...message, body: message.body.replaceAll(secret, '•'.repeat(secret.length)) } : message;

/** Sends SMS and email. Every message is also written to the outbox, whatever the provider. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default provider: the outbox table only (read by tests and the back office). */
export const outboxMessenger = (db: Db): Messenger => ({
  async send(message) {
    // with no provider the outbox is the delivery itself (demo and tests), so the code stays readable
    const stored = withoutSecret(message);
    await db.insert(outbox).values({ ...stored, subject: stored.subject ?? null, provider: 'outbox' });
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
    // delivered by the gateway: the record keeps no code an operator could read
    const stored = message.channel === 'sms' ? maskSecret(message) : withoutSecret(message);
    await db.insert(outbox).values({
      ...stored,
      subject: stored.subject ?? null,
      provider: message.channel === 'sms' ? 'http-sms' : 'outbox',
      providerRef,
    });
  },
});
