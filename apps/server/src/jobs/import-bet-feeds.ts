import { type BetFeedDeps, type BetFeedLog, betFeedImporter } from '../modules/vendors/index.ts';
import type { Job } from './scheduler.ts';

/**
 * Every minute: the settled bets of transfer-mode vendors, read from each one's feed after its
 * cursor, into the bet records (players opening their betting record also start one, at most every
 * 5 s per instance). A vendor that did not answer keeps its cursor; the run then fails naming it,
 * so the scheduler logs it and keeps it in job_runs, and the next minute reads on from there.
 */
export const importBetFeedsJob = (deps: BetFeedDeps, log?: BetFeedLog): Job => ({
  name: 'import-bet-feeds',
  schedule: '* * * * *',
  async run() {
    const report = await betFeedImporter(deps, log).run();
    if (report.silent.length > 0) {
      throw new Error(
        `bet feed: no answer from ${report.silent.join(', ')} (${report.imported} bets imported)`,
      );
    }
  },
});
