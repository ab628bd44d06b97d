// first: boot.ts sends the permission call before React and the pages are evaluated
import './app/boot.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootReady } from './app/boot.ts';
import './styles.css';

// React draws once the permission call has answered (spec §4), the whole first screen in one
// pass; until then the shell's own spinner shows (index.html)
void bootReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
