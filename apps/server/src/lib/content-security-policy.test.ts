import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('content security policy', () => {
  const policy = contentSecurityPolicy({
    imageCDNs: ['/', 'https://img.cdn.example/assets/', 'not a url'],
    launchGameCDNs: ['https://games.cdn.example/launch'],
    vendorOrigins: ['http://localhost:8090'],
  });

  it("names the merchant's CDNs and the vendors' origins, and no wildcard host", () => {
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https://img.cdn.example', 'data:', 'blob:']);
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'https://games.cdn.example',
      'http://localhost:8090',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/(^|\s)https?:(\s|;|$)/);
  });
});
