// @vitest-environment node
// The first screen as the API server draws it: in Node, without a DOM, from the site's components.
import { describe, expect, it } from 'vitest';
import { aStatus } from '../app/status-test-kit.ts';
import { aGame } from '../features/games/games-test-kit.tsx';
import { renderFirstScreen, type ServerFetch } from './first-screen.tsx';

const status = (language: 'EN' | 'KM') =>
  aStatus({
    merchantCode: 'SSR1',
    name: 'Server Casino',
    defaultLanguage: language,
    languages: ['EN', 'KM'],
    theme: { text: 'red;} body{display:none' },
  });

/** the server's routes as the render sees them: popular games answered, the rest refused */
const serverAnswering = () => {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const fetch: ServerFetch = async (path, init) => {
    calls.push({ path, headers: init.headers });
    const answer = path.startsWith('/lgw/games/popular')
      ? {
          success: true,
          message: '',
          value: [aGame({ displayName: 'Lucky Lanterns', iconUrl: '/img/lanterns.svg' })],
        }
      : { success: false, message: 'NOT_FOUND', code: 'NOT_FOUND', value: null };
    return { status: answer.success ? 200 : 404, body: JSON.stringify(answer) };
  };
  return { calls, fetch };
};

describe("home's first screen, drawn on the server", () => {
  it("draws the header, the banner and the popular row with the answers of the site's own calls", async () => {
    const server = serverAnswering();
    const html = await renderFirstScreen({
      path: '/',
      status: status('EN'),
      language: 'EN',
      fetch: server.fetch,
    });
    expect(html).toMatch(
      /^<style>:root\{--color-primary:#e9b949;[^}]*\}<\/style><div data-first-screen inert>/,
    );
    // a colour that is no colour never reaches the page's CSS
    expect(html).not.toContain('display:none');
    expect(html).toContain('Lucky Lanterns');
    expect(html).toContain('src="/img/lanterns.svg"');
    expect(html).toContain('Server Casino');
    // signed out: the header offers log in and register
    expect(html).toContain('>Log in</button>');
    // its language selects cannot be changed (by a script either) before the live page is there
    const selects = html.match(/<select[^>]*>/g) ?? [];
    expect(selects.length).toBeGreaterThan(0);
    for (const select of selects) expect(select).toContain('disabled');
    // the calls carry the merchant and the page's language, as the browser's would
    const popular = server.calls.find((call) => call.path.startsWith('/lgw/games/popular'));
    expect(popular?.headers).toMatchObject({ merchant: 'SSR1', language: 'EN' });
  });

  it('draws in the language it is asked for, whatever was drawn before', async () => {
    const [khmer, english] = await Promise.all([
      renderFirstScreen({ path: '/', status: status('KM'), language: 'KM', fetch: serverAnswering().fetch }),
      renderFirstScreen({ path: '/', status: status('EN'), language: 'EN', fetch: serverAnswering().fetch }),
    ]);
    expect(khmer).toContain('ចូល');
    expect(khmer).not.toContain('>Log in</button>');
    expect(english).toContain('>Log in</button>');
  });
});
