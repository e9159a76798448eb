/**
 * react-admin's page title without its preferences editor, in the back office's production build
 * (vite.config.ts, admin mode; docs/decisions.md#admin-bundle). react-admin's `<Title>` renders
 * `PageTitleConfigurable`, whose editor (a text field to rename the page in react-admin's
 * Inspector) brought MUI's whole text-field family (input, select, native select, form control,
 * label, textarea) into the first download, about 13 KB gz. The back office has no Inspector
 * button, so titles were never editable: this renders what react-admin renders when the title
 * is not configurable (its `PageTitle`), under the same name.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface PageTitleProps {
  title?: ReactNode;
  defaultTitle?: ReactNode;
  className?: string;
  /** react-admin's key of a title edited in the Inspector: none here. */
  preferenceKey?: string | false;
  [attribute: string]: unknown;
}

/** The page title as react-admin's `PageTitle` renders it: a translated string, or the element given. */
export function PageTitleConfigurable({ title, defaultTitle, className, preferenceKey: _preferenceKey, ...rest }: PageTitleProps) {
  const translate = useTranslate();
  return (
    <span className={className}>
      {!title ? <span {...rest}>{defaultTitle}</span> : typeof title === 'string' ? <span {...rest}>{translate(title, { _: title })}</span> : title}
    </span>
  );
}
