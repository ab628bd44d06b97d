import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * State kept in one JSON file. Changes run one at a time (`serial`) and are written (a temp file,
 * then a rename) before their answer goes out, so the same request answers the same after a restart.
 * Without a file the state lives in memory only.
 */
export const jsonFileState = <State>(file: string | undefined, empty: () => State) => {
  const state: State = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as State) : empty();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    state,
    persist() {
      if (!file) return;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(state));
      renameSync(`${file}.tmp`, file);
    },
    serial<T>(work: () => T) {
      const next = queue.then(work);
      queue = next.catch(() => undefined);
      return next;
    },
  };
};

export type JsonFileState<State> = ReturnType<typeof jsonFileState<State>>;
