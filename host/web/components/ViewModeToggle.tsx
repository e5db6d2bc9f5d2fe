import { Toolbar, ToolbarRadioButton, ToolbarRadioGroup, Tooltip } from '@fluentui/react-components';
import { Grid20Regular, TextBulletListLtr20Regular } from '@fluentui/react-icons';
import { useT } from '../i18n/i18n.ts';
import type { ViewMode } from './useViewMode.ts';

/** The Card view / Table view switch of a list page (arrow keys move between the two). */
export function ViewModeToggle({ mode, onChange }: { mode: ViewMode; onChange(mode: ViewMode): void }) {
  const t = useT();
  return (
    <Toolbar
      aria-label={t('View')}
      checkedValues={{ view: [mode] }}
      onCheckedValueChange={(_, d) => {
        const next = d.checkedItems[0];
        if (next === 'card' || next === 'list') onChange(next);
      }}
    >
      <ToolbarRadioGroup>
        <Tooltip content={t('Card view')} relationship="label">
          <ToolbarRadioButton appearance="subtle" name="view" value="card" icon={<Grid20Regular />} />
        </Tooltip>
        <Tooltip content={t('Table view')} relationship="label">
          <ToolbarRadioButton
            appearance="subtle"
            name="view"
            value="list"
            icon={<TextBulletListLtr20Regular />}
          />
        </Tooltip>
      </ToolbarRadioGroup>
    </Toolbar>
  );
}
