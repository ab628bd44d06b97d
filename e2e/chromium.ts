/**
 * How the journeys and the first-page bench start Debian's Chromium: headless, no sandbox (root
 * in CI), and nothing that talks to the internet (this machine has none; see ../shared/STACK.md).
 *
 * `--disable-features=WebUIOmniboxAimPopup,…`: each new browser context opens a window, and this
 * Chromium (156) builds that window's omnibox pop-up as a WebUI page in a renderer process of its
 * own, 0.4–0.9 s of CPU a window that no journey ever sees (docs/e2e-stacks.md). Chromium merges
 * this list with the one Playwright passes.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,WebUIOmniboxPopup',
];

/** Debian's Chromium; `CHROMIUM_PATH` names another build of it (journeys and bench alike) */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
