/**
 * MUI's `Drawer` as react-admin's sidebar uses it in the back office's production build
 * (docs/decisions.md#admin-bundle): the docked drawer of a wide screen without the modal machinery
 * (MUI's Modal, FocusTrap, Portal, Backdrop and Slide: about 7 kB gz) that only the phone's
 * temporary drawer needs.
 *
 * - `permanent` (react-admin's sidebar on screens from `sm` up): the element tree MUI's Drawer
 *   renders for that variant — a `div` with the `MuiDrawer-root`, `-anchorLeft` and `-docked`
 *   classes around a square, unelevated Paper with the `MuiDrawer-paper`, `-paperAnchorLeft` and
 *   `-paperAnchorDockedLeft` classes — with MUI's styles for the docked paper (a column that scrolls,
 *   the right border) and the `classes` react-admin passes. Theme overrides of `MuiDrawer`'s
 *   `root`, `docked` and `paper` slots apply as they would to MUI's.
 * - `temporary` and `persistent`: MUI's Drawer itself, downloaded when first needed (a closed
 *   temporary drawer renders nothing meanwhile, as MUI's does) or when the browser is first idle on
 *   a phone.
 *
 * Used, in the admin build only, by react-admin's layout through
 * src/admin/build/muiWithLazyPopups.ts. tests/unit/admin/lazyDrawer.test.tsx compares the docked
 * rendering with MUI's.
 */
import { forwardRef, useEffect, useState, type ComponentType, type Ref } from 'react';
import clsx from 'clsx';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import { drawerClasses, type DrawerProps } from '@mui/material/Drawer';
import { whenIdle } from './whenIdle';

let Loaded: ComponentType<DrawerProps> | undefined;
let loading: Promise<ComponentType<DrawerProps>> | undefined;

/** Starts (once) the download of MUI's Drawer; resolves to the component. */
export function loadDrawer(): Promise<ComponentType<DrawerProps>> {
  loading ??= import('@mui/material/Drawer').then((module) => {
    Loaded = module.default as ComponentType<DrawerProps>;
    return Loaded;
  });
  return loading;
}

const DockedRoot = styled('div', { name: 'MuiDrawer', slot: 'Docked', overridesResolver: (_props, styles) => [styles.root, styles.docked] })({
  flex: '0 0 auto',
});

const DockedPaper = styled(Paper, { name: 'MuiDrawer', slot: 'Paper', overridesResolver: (_props, styles) => [styles.paper, styles.paperAnchorLeft, styles.paperAnchorDockedLeft] })(
  ({ theme }) => ({
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    flex: '1 0 auto',
    zIndex: (theme.vars || theme).zIndex.drawer,
    WebkitOverflowScrolling: 'touch',
    position: 'fixed',
    top: 0,
    left: 0,
    outline: 0,
    borderRight: `1px solid ${(theme.vars || theme).palette.divider}`,
  }),
);

/** MUI's `Drawer` (same props); see the module comment. */
export const LazyDrawer = forwardRef(function LazyDrawer(props: DrawerProps, ref: Ref<HTMLDivElement>) {
  const { variant = 'temporary', open, anchor = 'left' } = props;
  const docked = variant === 'permanent' && anchor === 'left';
  const [, setReady] = useState(Loaded !== undefined);
  useEffect(() => {
    if (docked || Loaded) return;
    let mounted = true;
    const load = () => void loadDrawer().then(() => mounted && setReady(true));
    if (open) load();
    else whenIdle(load);
    return () => {
      mounted = false;
    };
  }, [docked, open]);
  if (docked) {
    // What only the modal drawer reads stays out of the docked element's attributes.
    const { children, className, classes = {}, PaperProps = {}, open: _open, onClose: _onClose, variant: _variant, anchor: _anchor, elevation: _elevation, ModalProps: _modal, SlideProps: _slide, BackdropProps: _backdrop, transitionDuration: _duration, hideBackdrop: _hide, slots: _slots, slotProps: _slotProps, ...rest } = props as DrawerProps & { BackdropProps?: unknown };
    return (
      <DockedRoot
        ref={ref}
        className={clsx(drawerClasses.root, drawerClasses.anchorLeft, drawerClasses.docked, classes.root, classes.anchorLeft, classes.docked, className)}
        {...(rest as object)}
      >
        <DockedPaper
          elevation={0}
          square
          {...PaperProps}
          className={clsx(
            drawerClasses.paper,
            drawerClasses.paperAnchorLeft,
            drawerClasses.paperAnchorDockedLeft,
            classes.paper,
            classes.paperAnchorLeft,
            classes.paperAnchorDockedLeft,
            PaperProps.className,
          )}
        >
          {children}
        </DockedPaper>
      </DockedRoot>
    );
  }
  if (!Loaded) return null;
  return <Loaded {...props} ref={ref} />;
});

export default LazyDrawer;
