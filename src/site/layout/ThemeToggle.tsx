import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';

const subscribeNothing = () => () => undefined;

/**
 * Light/dark switch. Rendered only after mount (docs/requirements.md#r2): the stored mode is unknown on the
 * server and on the first client render, so rendering earlier would mismatch.
 */
export default function ThemeToggle() {
  const { t } = useTranslation('common');
  const { mode, systemMode, setMode } = useColorScheme();
  // false on the server and while hydrating, true afterwards: no extra effect-driven render.
  const mounted = useSyncExternalStore(subscribeNothing, () => true, () => false);
  // Same footprint before mount, so the navbar does not shift when the button appears.
  if (!mounted || !mode) return <Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0 }} />;

  const effective = mode === 'system' ? systemMode : mode;
  const next = effective === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.switchToDark') : t('theme.switchToLight');
  return (
      <IconButton color="inherit" onClick={() => setMode(next)} aria-label={label} title={label} data-testid="theme-toggle" data-replay="theme">
        {effective === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
  );
}
