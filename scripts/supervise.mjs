import { spawn } from 'node:child_process';

/**
 * Node child processes that stand or fall together (`npm start`'s server and vendor, the
 * journeys' sites): when one stops on its own the rest are stopped and this process exits with
 * that child's code, or 1 when a signal ended it or it ended with 0 (each was meant to run until
 * stopped, so stopping on its own is never a success); SIGINT and SIGTERM stop them all.
 */
export const superviseChildren = () => {
  const children = [];
  let stopping = false;
  const stop = (code) => {
    stopping = true;
    // the exit code holds even when the last child ends before the timer and Node exits on its own
    process.exitCode = code;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return {
    /** `node <args>` as a child; `label` names it when it stops on its own */
    run(label, args, options) {
      const child = spawn(process.execPath, args, options);
      child.on('exit', (code, signal) => {
        if (stopping) return;
        console.error(`${label} stopped (${signal ?? code}); stopping the rest`);
        stop(code || 1);
      });
      children.push(child);
      return child;
    },
    get stopping() {
      return stopping;
    },
  };
};
