/**
 * The libraries every public page runs on, imported by the browser entry (src/main.tsx) before
 * the site itself (src/boot.tsx): Preact (as react/react-dom), emotion, MUI's styling and the
 * theme, the router and i18next with its set-up. Evaluating them in a task of their own, and the
 * site's components in the next, splits the script's evaluation, the longest task of a page's
 * start, in two (Total Blocking Time, issue 11's Lighthouse target). No exports: importing it is
 * the point.
 */
import 'react';
import 'react-dom/client';
import 'react-router-dom';
import '@emotion/react';
import './theme';
import './i18n';
