import { expect, type Locator } from './fixtures.ts';

/** The fades a sideways-scrolling element shows at its edges now (scroll-fade.module.css). */
const fadesOf = (strip: Locator) =>
  strip.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      scrolls: element.scrollWidth > element.clientWidth + 1,
      start: style.getPropertyValue('--scroll-fade-start').trim(),
      end: style.getPropertyValue('--scroll-fade-end').trim(),
    };
  });

/**
 * Checks that a strip or table area that runs on past its width says so: faded at its end only
 * as it opens, at its start only once scrolled to the end, and not at all when it fits.
 * Leaves it scrolled back to its start. Returns whether it scrolls.
 */
export const expectFadesWhereItRunsOn = async (strip: Locator, what: string) => {
  const opened = await fadesOf(strip);
  // the fades are set once the strip has been measured, a frame or two after it opens (CI25 read
  // one frame early): each is waited for, never loosened
  const fadesNow = async () => {
    const { start, end } = await fadesOf(strip);
    return { start, end };
  };
  if (!opened.scrolls) {
    await expect.poll(fadesNow, { message: `${what} fits: no fade` }).toEqual({ start: '0px', end: '0px' });
    return false;
  }
  await expect
    .poll(fadesNow, { message: `${what} runs on: its end fades` })
    .toEqual({ start: '0px', end: '28px' });
  await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect
    .poll(fadesNow, { message: `${what} scrolled to its end: its start fades` })
    .toEqual({ start: '28px', end: '0px' });
  await strip.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  return true;
};
