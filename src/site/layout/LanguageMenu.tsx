import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGE_MENU, switchLanguagePath, type LanguageCode } from '../../i18n/languages';
import { useLanguage } from '../useLanguage';
import { rememberLanguage } from '../../i18n/detection';

/** Language menu of SPEC §2: native names; choosing one swaps the URL prefix and navigates. */
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
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={t('language.choose')}
        data-testid="language-menu-button"
      >
        <span lang={current.code}>{current.nativeName}</span>
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGE_MENU.map(({ code, nativeName }) => (
          <MenuItem key={code} lang={code} selected={code === lng} onClick={() => choose(code)}>
            {nativeName}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
