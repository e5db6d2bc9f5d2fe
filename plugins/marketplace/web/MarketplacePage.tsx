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
import { useT } from '../../../host/web/i18n/i18n.ts';
import './marketplaceMessages.ts';

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
  const t = useT();
  const styles = useStyles();
  const access = useAccess();
  const actions = useTemplateActions();
  const tabs = (['builtin', 'custom'] as TabId[]).filter((id) =>
    access.can(id === 'builtin' ? 'templates:marketplace' : 'templates:custom'),
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
    const nodes = new Map(all.flatMap((tpl) => (tpl.nodeIcons ?? []).map((n) => [n.name, n.label] as const)));
    return {
      types: optionsOf(all, (tpl) => [tpl.type]).map((v) => ({ value: v, label: t(TYPE_LABEL[v] ?? v) })),
      usecases: optionsOf(all, (tpl) => tpl.usecases),
      badges: optionsOf(all, (tpl) => (tpl.badge ? [tpl.badge] : [])),
      nodes: [...nodes]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    };
  }, [all, t]);

  async function remove(tpl: Custom) {
    const ok = await confirmAndRun({
      title: t('Delete template'),
      description: t("Delete the template '{{name}}'? Flows made from it stay.", { name: tpl.templateName }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-template',
      run: () => marketplaceApi.remove(tpl.id),
      done: t("Template '{{name}}' deleted", { name: tpl.templateName }),
    });
    if (ok) custom.setData((list) => list?.filter((x) => x.id !== tpl.id) ?? null);
  }

  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('Templates')}</Title2>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as TabId)}>
        {tabs.includes('builtin') && <Tab value="builtin">{t('Templates')}</Tab>}
        {tabs.includes('custom') && <Tab value="custom">{t('My Templates')}</Tab>}
      </TabList>
      <TemplateFilters filter={filter} options={options} onChange={setFilter} />
      {current.error ? (
        <Text role="alert">{t('Could not load the templates: {{error}}', { error: current.error })}</Text>
      ) : !current.data ? (
        <Spinner label={t('Loading templates')} />
      ) : shown.length === 0 ? (
        <div className={styles.empty}>
          <Apps24Regular aria-hidden />
          <Text>
            {all.length === 0 && tab === 'custom'
              ? t('No templates of your own yet. Use "Save as template" in a flow’s or a tool’s menu.')
              : t('No template matches these filters.')}
          </Text>
        </div>
      ) : (
        <div className={styles.grid}>
          {shown.map((tpl) => (
            <TemplateCard
              key={tpl.id}
              template={tpl}
              canUse={actions.canUse(tpl)}
              onOpen={() => navigate(previewPath(tpl))}
              onUse={() => void actions.use(tpl)}
              {...(tab === 'custom' && !(tpl as Custom).shared
                ? {
                    onEdit: access.can('templates:flowexport,templates:toolexport')
                      ? () => setEditing(tpl)
                      : undefined,
                    onDelete: access.can('templates:custom-delete') ? () => void remove(tpl) : undefined,
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
