import { makeStyles, Spinner, Tab, TabList, Text, Title2, tokens } from '@fluentui/react-components';
import { Apps24Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { confirmAndRun } from '../../../host/web/stores/confirmAndRun.ts';
import {
  filterTemplates,
  NO_FILTER,
  optionsOf,
  previewPath,
  type TemplateFilter,
} from '../common/filterTemplates.ts';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';
import { EditTemplateDialog } from './EditTemplateDialog.tsx';
import { marketplaceApi } from './marketplaceApi.ts';
import { TemplateCard, TYPE_LABEL } from './TemplateCard.tsx';
import { TemplateFilters } from './TemplateFilters.tsx';
import { useTemplateActions } from './useTemplateActions.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
  },
});

type TabId = 'builtin' | 'custom';
type Custom = MarketplaceTemplate & { shared?: boolean };

/** /marketplaces: the built-in templates and the workspace's own ("My Templates"), searchable and filtered. */
export default function MarketplacePage() {
  const styles = useStyles();
  const access = useAccess();
  const actions = useTemplateActions();
  const tabs = (['builtin', 'custom'] as TabId[]).filter((t) =>
    access.can(t === 'builtin' ? 'templates:marketplace' : 'templates:custom'),
  );
  const [tab, setTab] = useState<TabId>(tabs[0] ?? 'builtin');
  const [filter, setFilter] = useState<TemplateFilter>(NO_FILTER);
  const [editing, setEditing] = useState<Custom | null>(null);
  const builtin = useLoaded<MarketplaceTemplate[]>(() =>
    access.can('templates:marketplace') ? marketplaceApi.builtin() : Promise.resolve([]),
  );
  const custom = useLoaded<Custom[]>(() =>
    access.can('templates:custom') ? marketplaceApi.custom() : Promise.resolve([]),
  );
  const current = tab === 'builtin' ? builtin : custom;
  const all = current.data ?? [];
  const shown = useMemo(() => filterTemplates(all, filter), [all, filter]);
  const options = useMemo(() => {
    const nodes = new Map(all.flatMap((t) => (t.nodeIcons ?? []).map((n) => [n.name, n.label] as const)));
    return {
      types: optionsOf(all, (t) => [t.type]).map((v) => ({ value: v, label: TYPE_LABEL[v] ?? v })),
      usecases: optionsOf(all, (t) => t.usecases),
      badges: optionsOf(all, (t) => (t.badge ? [t.badge] : [])),
      nodes: [...nodes]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    };
  }, [all]);

  async function remove(t: Custom) {
    const ok = await confirmAndRun({
      title: 'Delete template',
      description: `Delete the template '${t.templateName}'? Flows made from it stay.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-template',
      run: () => marketplaceApi.remove(t.id),
      done: `Template '${t.templateName}' deleted`,
    });
    if (ok) custom.setData((list) => list?.filter((x) => x.id !== t.id) ?? null);
  }

  return (
    <div className={styles.page}>
      <Title2 as="h1">Templates</Title2>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as TabId)}>
        {tabs.includes('builtin') && <Tab value="builtin">Templates</Tab>}
        {tabs.includes('custom') && <Tab value="custom">My Templates</Tab>}
      </TabList>
      <TemplateFilters filter={filter} options={options} onChange={setFilter} />
      {current.error ? (
        <Text role="alert">Could not load the templates: {current.error}</Text>
      ) : !current.data ? (
        <Spinner label="Loading templates" />
      ) : shown.length === 0 ? (
        <div className={styles.empty}>
          <Apps24Regular aria-hidden />
          <Text>
            {all.length === 0 && tab === 'custom'
              ? 'No templates of your own yet. Use "Save as template" in a flow’s or a tool’s menu.'
              : 'No template matches these filters.'}
          </Text>
        </div>
      ) : (
        <div className={styles.grid}>
          {shown.map((t) => (
            <TemplateCard
              key={t.id}
              template={t}
              canUse={actions.canUse(t)}
              onOpen={() => navigate(previewPath(t))}
              onUse={() => void actions.use(t)}
              {...(tab === 'custom' && !(t as Custom).shared
                ? {
                    onEdit: access.can('templates:flowexport,templates:toolexport')
                      ? () => setEditing(t)
                      : undefined,
                    onDelete: access.can('templates:custom-delete') ? () => void remove(t) : undefined,
                  }
                : {})}
            />
          ))}
        </div>
      )}
      {editing && (
        <EditTemplateDialog
          template={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            custom.setData((list) => list?.map((x) => (x.id === saved.id ? { ...x, ...saved } : x)) ?? null);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
