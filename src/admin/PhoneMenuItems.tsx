/**
 * What the app bar holds on wider screens, as items of the user menu below `sm` (the bar keeps
 * room for the page title): the language (a menu of the seven languages, each by its own name),
 * the light or dark theme, and refresh. Loaded the first time the user menu opens, so none of it
 * is part of the admin's first screen (docs/decisions.md#admin-bundle).
 */
import { useState } from 'react';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { useColorScheme } from '@mui/material/styles';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import RefreshIcon from '@mui/icons-material/Refresh';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocales, useLocaleState, useRefresh, useTheme as useRaTheme, useTranslate, useUserMenu } from 'react-admin';

/** The user menu's language, theme and refresh items below `sm`; nothing on wider screens. */
export default function PhoneMenuItems() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return isPhone ? <Items /> : null;
}

function Items() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const close = () => userMenu?.onClose();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const refresh = useRefresh();
  const { setMode } = useColorScheme();
  const [raMode, setRaMode] = useRaTheme();
  const [languagesAt, setLanguagesAt] = useState<HTMLElement | null>(null);
  const dark = raMode === 'dark';
  const current = locales.find((candidate) => candidate.locale === locale)?.name;
  return (
    <>
      <MenuItem aria-haspopup="menu" aria-expanded={languagesAt ? 'true' : 'false'} onClick={(event) => setLanguagesAt(event.currentTarget)}>
        <ListItemIcon>
          <TranslateIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate('app.language')} secondary={current} />
      </MenuItem>
      <Menu anchorEl={languagesAt} open={!!languagesAt} onClose={() => setLanguagesAt(null)}>
        {locales.map((candidate) => (
          <MenuItem
            key={candidate.locale}
            lang={candidate.locale}
            selected={candidate.locale === locale}
            onClick={() => {
              setLocale(candidate.locale);
              setLanguagesAt(null);
              close();
            }}
          >
            {candidate.name}
          </MenuItem>
        ))}
      </Menu>
      <MenuItem
        onClick={() => {
          const next = dark ? 'light' : 'dark';
          setMode?.(next);
          setRaMode(next);
          close();
        }}
      >
        <ListItemIcon>{dark ? <Brightness7Icon fontSize="small" /> : <Brightness4Icon fontSize="small" />}</ListItemIcon>
        <ListItemText>{translate(dark ? 'app.lightTheme' : 'app.darkTheme')}</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          refresh();
          close();
        }}
      >
        <ListItemIcon>
          <RefreshIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('ra.action.refresh')}</ListItemText>
      </MenuItem>
      <Divider />
    </>
  );
}
