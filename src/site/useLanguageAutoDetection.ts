import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';
import { detectLanguage, detectionPending, rememberLanguage } from '../i18n/detection';
import { firstSegment, isSupportedLanguage, switchLanguagePath } from '../shared/languages';

/** Resolves on the visitor's first pointer or key interaction. */
function firstGesture(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const done = () => {
      events.forEach((e) => window.removeEventListener(e, done, true));
      resolve();
    };
    events.forEach((e) => window.addEventListener(e, done, { capture: true, passive: true }));
  });
}

/**
 * docs/requirements.md#r4 auto-detection on the public site: on an unprefixed (English) page, once per
 * browser, detects the visitor's language (see src/i18n/detection.ts); when it is not English,
 * moves to the same page in that language and toasts 'Language set to: {code}'.
 */
export function useLanguageAutoDetection(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  });

  useEffect(() => {
    if (isSupportedLanguage(firstSegment(location.pathname)) || !detectionPending(window.localStorage)) return;
    let cancelled = false;
    void detectLanguage({
      navigator: window.navigator,
      htmlLang: document.documentElement.getAttribute('lang'),
      geocoderUrl: import.meta.env.VITE_GEOCODER_URL || undefined,
      waitForGesture: firstGesture,
    }).then(async (code) => {
      rememberLanguage(window.localStorage, code ?? 'en');
      const here = locationRef.current;
      if (cancelled || !code || isSupportedLanguage(firstSegment(here.pathname))) return;
      // Said in the new language: load it first. Toasted before moving, so that a move that loads
      // the next page as a document (a server-rendered page's islands) carries it over.
      await i18n.loadLanguages(code);
      if (cancelled) return;
      toast(i18n.getFixedT(code, 'common')('language.setTo', { code }), 'info');
      navigate(switchLanguagePath(here.pathname, code, here.search, here.hash));
    });
    return () => {
      cancelled = true;
    };
    // Runs once per page load: detection is a one-time decision.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
