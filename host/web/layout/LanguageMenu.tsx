import {
  Menu,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { LocalLanguage24Regular } from '@fluentui/react-icons';
import { LANGUAGES, type LanguageCode } from '../../common/i18n/languages.ts';
import { currentLanguage, setLanguage, useT } from '../i18n/i18n.ts';

/** The profile menu's Language entry: a submenu of the languages, each named in itself. */
export function LanguageMenu() {
  const t = useT();
  return (
    <Menu
      checkedValues={{ language: [currentLanguage()] }}
      onCheckedValueChange={(_, d) => {
        const next = d.checkedItems[0];
        if (next) setLanguage(next as LanguageCode);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuItem icon={<LocalLanguage24Regular />}>{t('Language')}</MenuItem>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map((l) => (
            <MenuItemRadio key={l.code} name="language" value={l.code} lang={l.code}>
              {l.label}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
