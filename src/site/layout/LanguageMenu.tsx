import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGE_MENU, switchLanguagePath, type LanguageCode } from '../../shared/languages';
import { useLanguage } from '../useLanguage';
import { rememberLanguage } from '../../i18n/detection';

const loadList = () => import('./LanguageMenuList');
const LanguageMenuList = lazy(loadList);

/** Language menu of docs/requirements.md#r2: native names; choosing one swaps the URL prefix and navigates. */
export default function LanguageMenu() {
  const { t } = useTranslation('common');
  const { lng } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGUAGE_MENU.find((l) => l.code === lng)!;

  const choose = (code: LanguageCode) => {
    setAnchor(null);
    rememberLanguage(window.localStorage, code); // an explicit choice ends auto-detection
    navigate(switchLanguagePath(location.pathname, code, location.search, location.hash));
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        // Named by the language it shows, then what it does (WCAG 2.5.3: the name contains the text seen).
        aria-label={t('language.button', { language: current.nativeName })}
        data-testid="language-menu-button"
        data-replay="language-menu"
      >
        <span lang={current.code}>{current.nativeName}</span>
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenuList anchor={anchor} current={lng} onClose={() => setAnchor(null)} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}
