/**
 * MUI's `Tooltip`, downloaded after the back office's first screen instead of with it
 * (docs/decisions.md#admin-bundle): the Tooltip and the Popper.js engine it positions with are
 * about 10 kB gz, and the shell's tooltips (the app bar's buttons, the menu's items when the
 * sidebar is folded, the user menu) are hover help that no first paint needs.
 *
 * Until the real component is loaded — it is requested when the browser is first idle after the
 * shell renders, or at once when a tooltip's element is hovered, focused or touched — the child
 * renders alone, with the accessible name MUI's Tooltip would give it: a string title becomes the
 * child's `aria-label` (unless `describeChild` or the child names itself). Afterwards every
 * `LazyTooltip` renders MUI's Tooltip with the same props.
 *
 * Used by the shell's own code and, in the admin build only, by react-admin's layout and buttons
 * through src/admin/build/muiWithLazyTooltip.ts.
 */
import { cloneElement, forwardRef, useEffect, useState, type ComponentType, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { whenIdle } from './whenIdle';

let Loaded: ComponentType<TooltipProps> | undefined;
let loading: Promise<ComponentType<TooltipProps>> | undefined;
const waiting = new Set<() => void>();

/** Starts (once) the download of MUI's Tooltip; resolves to the component. */
export function loadTooltip(): Promise<ComponentType<TooltipProps>> {
  loading ??= import('@mui/material/Tooltip').then((module) => {
    Loaded = module.default as ComponentType<TooltipProps>;
    for (const wake of waiting) wake();
    waiting.clear();
    return Loaded;
  });
  return loading;
}

/** Requests the Tooltip when the browser is next idle (a timeout where `requestIdleCallback` is missing). */
function loadWhenIdle(): void {
  if (!loading) whenIdle(() => void loadTooltip());
}

type ChildProps = Record<string, unknown> & { 'aria-label'?: string; 'aria-labelledby'?: string };

/** MUI's `Tooltip` (same props), the real one once loaded; see the module comment. */
export const LazyTooltip = forwardRef(function LazyTooltip(props: TooltipProps, ref: Ref<unknown>) {
  const [, setReady] = useState(Loaded !== undefined);
  useEffect(() => {
    if (Loaded) return;
    const wake = () => setReady(true);
    waiting.add(wake);
    loadWhenIdle();
    return () => void waiting.delete(wake);
  }, []);
  if (Loaded) return <Loaded {...props} ref={ref as Ref<HTMLDivElement>} />;
  const child = props.children as ReactElement<ChildProps>;
  const own = child.props;
  const named = own['aria-label'] !== undefined || own['aria-labelledby'] !== undefined;
  const start = (handler: unknown) => (event: unknown) => {
    void loadTooltip();
    if (typeof handler === 'function') (handler as (event: unknown) => void)(event);
  };
  return cloneElement(child, {
    ...(!props.describeChild && !named && typeof props.title === 'string' && props.title !== '' ? { 'aria-label': props.title } : {}),
    onMouseOver: start(own.onMouseOver),
    onFocus: start(own.onFocus),
    onTouchStart: start(own.onTouchStart),
  });
});

export default LazyTooltip;
