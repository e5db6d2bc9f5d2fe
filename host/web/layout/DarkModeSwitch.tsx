import { Switch } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { customization, customizationActions } from '../stores/customization.ts';
import { useT } from '../i18n/i18n.ts';

/** Section 2: the top bar's dark-mode switch, saved locally. */
export function DarkModeSwitch() {
  const t = useT();
  const { isDarkMode } = useSnapshot(customization);
  return (
    <Switch
      label={t('Dark mode')}
      checked={isDarkMode}
      onChange={(_, data) => customizationActions.setDarkMode(data.checked)}
    />
  );
}
