import { availableParallelism } from 'node:os';

/**
 * The journeys run on several Playwright workers, each against a whole site of its own (API
 * server, web app, demo vendor and a fresh embedded database): many journeys change
 * merchant-wide settings (languages, register fields, maintenance), which must never reach a
 * journey running beside them. Worker n talks to stack n only.
 *
 * One worker more than the machine has cores: a journey leaves the cores idle while it waits on
 * timers, the server and the browser, and a third worker on two cores fills those gaps
 * (docs/e2e-stacks.md, "One worker more than cores").
 */
export const stackCount = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism() + 1));

const firstPort = Number(process.env.E2E_PORT ?? 8181);

/** stack n's API server and web app; its demo vendor listens 10 ports above */
export const stackPort = (index: number) => firstPort + index * 100;

export const stackURL = (index: number) => `http://localhost:${stackPort(index)}`;

/**
 * The secrets each site shares with its demo vendor and payment gateway (otherwise `npm start`
 * makes its own): journeys that play the gateway sign with them.
 */
export const stackSecrets = {
  DEMO_VENDOR_SECRET: 'e2e-vendor-shared-secret',
  DEMO_SEAMLESS_SECRET: 'e2e-seamless-shared-secret',
  DEMO_GATEWAY_SECRET: 'e2e-gateway-shared-secret',
};
