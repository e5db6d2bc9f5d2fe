import { Switch } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { customization, customizationActions } from '../stores/customization.ts';

/** Section 2: the top bar's dark-mode switch, saved locally. */
export function DarkModeSwitch() {
  const { isDarkMode } = useSnapshot(customization);
  return (
    <Switch
      label="Dark mode"
      checked={isDarkMode}
      onChange={(_, data) => customizationActions.setDarkMode(data.checked)}
    />
  );
}
