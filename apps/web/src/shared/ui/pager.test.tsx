import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { Pager, pagerItems } from './pager.tsx';

describe('pagerItems (range 3, margin 1)', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 1, 3, 1)).toEqual([1]);
    expect(pagerItems(2, 5, 3, 1)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps three pages around the current one and one at each end, with gaps between', () => {
    expect(pagerItems(5, 10, 3, 1)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('keeps three pages at the ends too', () => {
    expect(pagerItems(1, 10, 3, 1)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pagerItems(10, 10, 3, 1)).toEqual([1, 'gap', 8, 9, 10]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pagerItems(4, 10, 3, 1)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pagerItems(7, 10, 3, 1)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('keeps a page out of range inside the pages', () => {
    expect(pagerItems(40, 10, 3, 1)).toEqual([1, 'gap', 8, 9, 10]);
    expect(pagerItems(-2, 10, 3, 1)).toEqual([1, 2, 3, 'gap', 10]);
  });
});

const renderPager = (props: Parameters<typeof Pager>[0]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Pager {...props} />
    </I18nextProvider>,
  );

describe('Pager', () => {
  it('numbers the pages by spec §9 (range 3, margin 1) when no range is given', () => {
    renderPager({ page: 5, pages: 10, onPage: () => undefined });
    const shown = [...screen.getByTestId('pager').querySelectorAll('li')].map((item) => item.textContent);
    expect(shown).toEqual(['1', '…', '4', '5', '6', '…', '10']);
  });

  it('offers numbered pages with a range and marks the current one', () => {
    const onPage = vi.fn();
    renderPager({ page: 5, pages: 10, onPage, range: 3, margin: 1 });
    const numbers = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(numbers).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('button', { name: '5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('…')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '10' }));
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.next') }));
    expect(onPage.mock.calls).toEqual([[10], [6]]);
  });

  it('shows nothing for a single page', () => {
    const { container } = renderPager({ page: 1, pages: 1, onPage: () => undefined, range: 3 });
    expect(container).toBeEmptyDOMElement();
  });
});
