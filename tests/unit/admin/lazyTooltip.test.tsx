import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyTooltip, loadTooltip } from '../../../src/admin/build/lazyTooltip';

afterEach(cleanup);

describe('LazyTooltip (MUI Tooltip loaded after the first screen)', () => {
  it('names its child with the title before MUI Tooltip is loaded, as MUI does, and keeps a name the child has', () => {
    render(
      <>
        <LazyTooltip title="Refresh">
          <button type="button">↻</button>
        </LazyTooltip>
        <LazyTooltip title="Toggle theme">
          <button type="button" aria-label="Dark theme">
            ☾
          </button>
        </LazyTooltip>
        <LazyTooltip title="Details" describeChild>
          <button type="button">Open</button>
        </LazyTooltip>
      </>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
  });

  it('keeps the child\'s own handlers while waiting', async () => {
    let hovered = 0;
    render(
      <LazyTooltip title="Refresh">
        <button type="button" onMouseOver={() => hovered++}>
          ↻
        </button>
      </LazyTooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(hovered).toBe(1);
  });

  it('becomes MUI Tooltip once loaded: hovering shows the title in a tooltip', async () => {
    render(
      <LazyTooltip title="Refresh">
        <button type="button">↻</button>
      </LazyTooltip>,
    );
    await act(async () => {
      await loadTooltip();
    });
    await userEvent.hover(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Refresh'));
  });
});
