import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Select,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, ArrowImport20Regular } from '@fluentui/react-icons';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { Pager } from '../../../host/web/components/Pager.tsx';
import { useViewMode } from '../../../host/web/components/useViewMode.ts';
import { ViewModeToggle } from '../../../host/web/components/ViewModeToggle.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import { FLOW_SORTS, type FlowSort } from '../common/flowSorts.ts';
import type { FlowKindContribution } from '../../../host/common/plugin/types.ts';
import type { FlowSummary, FlowType } from '../common/flowTypes.ts';
import { FlowCard } from './FlowCard.tsx';
import { FlowsEmptyState } from './FlowsEmptyState.tsx';
import { FlowsSkeleton } from './FlowsSkeleton.tsx';
import { FlowsTable } from './FlowsTable.tsx';
import { flowActions } from './flowActions.ts';
import { RenameFlowDialog } from './RenameFlowDialog.tsx';
import { useFlowKind, useListedKinds } from './useFlowKind.ts';
import { useFlowsList } from './useFlowsList.ts';
import './flowsMessages.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flex: '1 1 auto', margin: 0 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  search: { flex: '1 1 240px', maxWidth: '420px' },
  sort: { minWidth: '160px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  muted: { color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalL },
  hidden: { display: 'none' },
});

/**
 * The flows of one kind as cards or a table (the choice is kept), with search, sort, create,
 * rename, duplicate, delete, export and import. Every kind's list route shows it; heading, canvas
 * route and permissions come from the kind its plugin registered (flowKinds).
 */
export function FlowsListPage({ type }: { type: FlowType }) {
  const kind = useFlowKind(type);
  const kinds = useListedKinds(type);
  if (!kind) return null;
  return (
    <KindList
      type={type}
      title={kind.label}
      canvasPath={kind.canvasPath}
      permission={kind.permission}
      kinds={kinds}
    />
  );
}

interface KindListProps {
  type: FlowType;
  /** Page heading, also the plural noun of the empty state, e.g. 'Agentflows'. */
  title: string;
  /** The canvas route: new flows open at it, a flow at `${canvasPath}/${id}`. */
  canvasPath: string;
  permission: string;
  /** Every kind this list shows (its own first); with several, each flow carries its kind's badge. */
  kinds: FlowKindContribution[];
}

function KindList({ type, title, canvasPath, permission, kinds }: KindListProps) {
  const styles = useStyles();
  const t = useT();
  const access = useAccess();
  const [, navigate] = useLocation();
  const types = useMemo(() => kinds.map((k) => k.type), [kinds]);
  const list = useFlowsList(types);
  const kindOf = (flow: FlowSummary) => kinds.find((k) => k.type === flow.type);
  const badgeOf = kinds.length > 1 ? (flow: FlowSummary) => kindOf(flow)?.badge : undefined;
  const [mode, setMode] = useViewMode();
  const [renaming, setRenaming] = useState<FlowSummary | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const can = (action: 'create' | 'import') => access.can(`${permission}:${action}`);
  // One page, searched and sorted on the server (useFlowsList).
  const visible = list.items ?? [];
  const busy = list.loading && list.items !== null;
  const hrefOf = (flow: FlowSummary) => `${kindOf(flow)?.canvasPath ?? canvasPath}/${flow.id}`;
  /** The other kinds listed here, each with its own create button (e.g. a v1 multi-agent flow). */
  const alsoCreate = kinds.slice(1).filter((k) => access.can(`${k.permission}:create`));
  const open = (flow: FlowSummary) => navigate(hrefOf(flow));
  const create = can('create') ? () => navigate(canvasPath) : undefined;
  const startImport = can('import') ? () => fileInput.current?.click() : undefined;

  const handlers = {
    onRename: (flow: FlowSummary) => setRenaming(flow),
    onDuplicate: async (flow: FlowSummary) => {
      if (await flowActions.duplicate(flow)) list.reload();
    },
    onExport: (flow: FlowSummary) => void flowActions.exportToFile(flow),
    onDelete: async (flow: FlowSummary) => {
      if (await flowActions.remove(flow)) list.reload();
    },
  };

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (await flowActions.importFile(file, type)) list.reload();
  };

  // Empty only without a search: a search nothing matches says so instead.
  const empty = list.items !== null && list.total === 0 && list.answeredSearch === '';

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.header}>
          <Title2 as="h1" className={styles.title}>
            {t(title)}
          </Title2>
          {startImport && (
            <Button icon={<ArrowImport20Regular />} onClick={startImport}>
              {t('Import')}
            </Button>
          )}
          {create && (
            <Button appearance="primary" icon={<Add20Regular />} onClick={create}>
              {t('Add New')}
            </Button>
          )}
          {alsoCreate.map((k) => (
            <Button key={k.type} icon={<Add20Regular />} onClick={() => navigate(k.canvasPath)}>
              {t('Add New {{kind}}', { kind: k.badge ?? t(k.label) })}
            </Button>
          ))}
          <input
            ref={fileInput}
            className={styles.hidden}
            type="file"
            accept=".json,application/json"
            aria-label={t('Import {{title}} file', { title: t(title) })}
            data-testid="flows-import-input"
            onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          />
        </div>

        {/* Only with flows to search: while loading neither toolbar nor empty state is guessed. */}
        {list.items !== null && !empty && (
          <div className={styles.toolbar}>
            <SearchBox
              className={styles.search}
              placeholder={t('Search name or category')}
              aria-label={t('Search {{title}}', { title: t(title) })}
              value={list.search}
              onChange={(_, d) => list.setSearch(d.value)}
            />
            {busy && <Spinner size="tiny" aria-label={t('Loading {{noun}}…', { noun: t(title) })} />}
            {/* A native select: no popup layer, works the same with mouse, keyboard and touch. */}
            <Select
              className={styles.sort}
              aria-label={t('Sort by')}
              value={list.sort}
              onChange={(_, d) => list.setSort(d.value as FlowSort)}
            >
              {FLOW_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {t(s.label)}
                </option>
              ))}
            </Select>
            <ViewModeToggle mode={mode} onChange={setMode} />
          </div>
        )}

        {list.error && (
          <MessageBar intent="error">
            <MessageBarBody>
              {t('Could not load {{title}}: {{error}}', { title: t(title), error: list.error })}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={list.reload}>{t('Retry')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}

        {list.items === null && !list.error && <FlowsSkeleton mode={mode} />}
        {empty && <FlowsEmptyState noun={t(title)} onCreate={create} onImport={startImport} />}
        {!empty && list.items && visible.length === 0 && (
          <Body1 className={styles.muted}>
            {t('No {{noun}} match “{{search}}”.', {
              noun: t(title).toLowerCase(),
              search: list.answeredSearch,
            })}
          </Body1>
        )}
        {visible.length > 0 &&
          (mode === 'card' ? (
            <div className={styles.grid}>
              {visible.map((flow) => (
                <FlowCard
                  key={flow.id}
                  flow={flow}
                  href={hrefOf(flow)}
                  badge={badgeOf?.(flow)}
                  onOpen={open}
                  {...handlers}
                />
              ))}
            </div>
          ) : (
            <FlowsTable
              flows={visible}
              sort={list.sort}
              onSort={list.setSort}
              hrefOf={hrefOf}
              badgeOf={badgeOf}
              onOpen={open}
              {...handlers}
            />
          ))}
        {list.total > 0 && (
          <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />
        )}
      </Card>

      <RenameFlowDialog
        open={renaming !== null}
        name={renaming?.name ?? ''}
        onClose={() => setRenaming(null)}
        onSave={async (name) => {
          if (!renaming) return;
          const saved = await flowActions.rename(renaming, name);
          if (saved) {
            list.reload();
            setRenaming(null);
          }
        }}
      />
    </div>
  );
}
