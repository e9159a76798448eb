import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import Drawer from '@mui/material/Drawer';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyDrawer, loadDrawer } from '../../../src/admin/build/lazyDrawer';

afterEach(cleanup);

const theme = createTheme({ components: { MuiDrawer: { styleOverrides: { paper: { letterSpacing: '3px' } } } } });
/** react-admin's sidebar classes, as it passes them. */
const classes = { docked: 'RaSidebar-docked', paper: 'RaSidebar-paper', paperAnchorDockedLeft: 'RaSidebar-paperAnchorDockedLeft' };

/** The element tree's tags and class names, depth first. */
function shape(element: Element): string[] {
  return [`${element.tagName} ${[...element.classList].filter((name) => !name.startsWith('css-')).sort().join(' ')}`, ...[...element.children].flatMap(shape)];
}

describe('LazyDrawer (react-admin sidebar without MUI Modal)', () => {
  it("renders a permanent drawer as MUI's Drawer does: the same elements, classes and theme overrides", () => {
    const { container: ours } = render(
      <ThemeProvider theme={theme}>
        <LazyDrawer variant="permanent" open classes={classes} className="RaSidebar-open">
          <nav>menu</nav>
        </LazyDrawer>
      </ThemeProvider>,
    );
    const { container: mui } = render(
      <ThemeProvider theme={theme}>
        <Drawer variant="permanent" open classes={classes} className="RaSidebar-open">
          <nav>menu</nav>
        </Drawer>
      </ThemeProvider>,
    );
    expect(shape(ours.firstElementChild!)).toEqual(shape(mui.firstElementChild!));
    const paperStyle = (container: HTMLElement) => getComputedStyle(container.querySelector('.MuiDrawer-paper')!);
    for (const property of ['position', 'overflow-y', 'display', 'flex-direction', 'letter-spacing', 'top', 'left'] as const) {
      expect(paperStyle(ours).getPropertyValue(property), property).toBe(paperStyle(mui).getPropertyValue(property));
    }
    expect(paperStyle(ours).getPropertyValue('letter-spacing')).toBe('3px');
  });

  it("is MUI's modal Drawer for phones: nothing while closed, the drawer once loaded and opened", async () => {
    const { rerender } = render(
      <LazyDrawer variant="temporary" open={false}>
        <nav>menu</nav>
      </LazyDrawer>,
    );
    expect(screen.queryByText('menu')).toBeNull();
    await act(async () => void (await loadDrawer()));
    rerender(
      <LazyDrawer variant="temporary" open>
        <nav>menu</nav>
      </LazyDrawer>,
    );
    await waitFor(() => expect(screen.getByText('menu')).toBeTruthy());
    expect(document.querySelector('.MuiModal-root.MuiDrawer-modal')).not.toBeNull();
  });
});
