import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first pass, draws them after the next frame, and at once from then on', async () => {
    const first = render(
      <AfterFirstPaint>
        <p>below the fold</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('below the fold')).toBeNull();
    expect(await screen.findByText('below the fold')).toBeTruthy();
    first.unmount();

    render(
      <AfterFirstPaint>
        <p>again</p>
      </AfterFirstPaint>,
    );
    // no waiting: the page has painted, so a later mount draws in its own pass
    expect(screen.getByText('again')).toBeTruthy();
  });
});
