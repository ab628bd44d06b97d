// What `npm test` prints about the machine it runs on, so its step times can be compared across
// machines of one kind that differ 3x in speed (docs/test-machine-figures.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';

const millisecondsSince = (started) => Number(process.hrtime.bigint() - started) / 1e6;

/** CPU time the whole machine has spent busy and in all, in seconds, from /proc/stat (Linux only). */
export const machineCpu = () => {
  if (!existsSync('/proc/stat')) return undefined;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are the idle ones
  const all = ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0);
  const idle = ticks[3] + ticks[4];
  const hertz = 100; // USER_HZ is 100 on every Linux Node supports
  return { busy: (all - idle) / hertz, all: all / hertz };
};

/** `12.3 CPU-s, cores 96% busy` for the time between two `machineCpu()` readings. */
export const cpuBetween = (before, after) => {
  if (!before || !after) return '';
  const busy = after.busy - before.busy;
  const share = after.all > before.all ? (100 * busy) / (after.all - before.all) : 0;
  return `, ${busy.toFixed(0)} CPU-s, cores ${share.toFixed(0)}% busy`;
};

/**
 * Three fixed pieces of work on one core: hashing (the CPU itself), a plain JavaScript loop
 * (V8's code) and touching fresh memory a page at a time (page faults, which some hypervisors make
 * several times dearer and which Chromium's many processes pay most).
 */
export const machineReference = () => {
  let started = process.hrtime.bigint();
  const block = Buffer.alloc(1 << 20, 7);
  for (let round = 0; round < 128; round += 1) createHash('sha256').update(block).digest();
  const hash = millisecondsSince(started);

  started = process.hrtime.bigint();
  let sum = 0;
  for (let step = 0; step < 3e7; step += 1) sum = (sum + step * 31) % 1_000_003;
  const loop = millisecondsSince(started);

  started = process.hrtime.bigint();
  const pageSize = 4096;
  let faults = 0;
  for (let round = 0; round < 2; round += 1) {
    const fresh = Buffer.allocUnsafeSlow(128 << 20);
    for (let offset = 0; offset < fresh.length; offset += pageSize) fresh[offset] = sum & 1;
    faults += fresh.length / pageSize;
  }
  const fault = millisecondsSince(started);
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return (
    `${availableParallelism()} cores (${model}); one core: sha-256 of 128 MB ${hash.toFixed(0)} ms, ` +
    `a 30M-step loop ${loop.toFixed(0)} ms, ${faults} page faults ${fault.toFixed(0)} ms ` +
    `(${((1000 * fault) / faults).toFixed(1)} µs each)`
  );
};
