import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_MENU, type LanguageCode } from '../../shared/languages';

/**
 * The open language menu (docs/requirements.md#r2: each language by its native name). A chunk of its own:
 * the menu machinery (popover, modal, focus trap) loads when a visitor opens it.
 */
export default function LanguageMenuList({ anchor, current, onClose, onChoose }: {
  anchor: HTMLElement;
  current: LanguageCode;
  onClose: () => void;
  onChoose: (code: LanguageCode) => void;
}) {
  return (
    <Menu id="language-menu" anchorEl={anchor} open onClose={onClose}>
      {LANGUAGE_MENU.map(({ code, nativeName }) => (
        <MenuItem key={code} lang={code} selected={code === current} onClick={() => onChoose(code)}>
          {nativeName}
        </MenuItem>
      ))}
    </Menu>
  );
}
