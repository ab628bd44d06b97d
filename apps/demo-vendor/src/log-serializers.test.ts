import { describe, expect, it } from 'vitest';
import { withoutSessionId } from './log-serializers.ts';

describe('the log line of a request', () => {
  it("leaves a game session's id out of every play address, and other addresses as they are", () => {
    expect(withoutSessionId('/play/AbC123xyz')).toBe('/play/…');
    expect(withoutSessionId('/play/AbC123xyz/spin')).toBe('/play/…/spin');
    expect(withoutSessionId('/play/AbC123xyz/state?x=1')).toBe('/play/…/state?x=1');
    expect(withoutSessionId('/gateway/pay/D2026')).toBe('/gateway/pay/D2026');
    expect(withoutSessionId('/launch')).toBe('/launch');
  });
});
