import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * True while React draws on the server (home's first screen, docs/first-screen.md), false in the
 * browser: its live page replaces that screen rather than hydrating it, so the two never meet.
 */
export const useDrawnOnServer = () =>
  useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
