import type { Db } from '../db/client.ts';
import { listAllRouteDomains, recordDomainSpeed, routeUrlOf } from '../modules/system/index.ts';
import type { Job } from './scheduler.ts';

/** Times each alternative domain's /healthz so players can be offered the fastest; null = unreachable. */
export const measureDomainRoutesJob = (db: Db, timeoutMs = 3_000): Job => ({
  name: 'measure-domain-routes',
  schedule: '*/5 * * * *',
  async run(now) {
    const domains = await listAllRouteDomains(db);
    await Promise.all(
      domains.map(async (domain) => {
        const url = `${routeUrlOf(domain).replace(/\/$/, '')}/healthz`;
        const started = performance.now();
        let speed: number | null = null;
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
          if (response.ok) speed = Math.max(1, Math.round(performance.now() - started));
        } catch {
          speed = null;
        }
        await recordDomainSpeed(db, domain.id, speed, now);
      }),
    );
  },
});
