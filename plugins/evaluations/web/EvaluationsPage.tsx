import { Button, Link, Text } from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  DataBarVertical24Regular,
  Delete20Regular,
  Stop20Regular,
} from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { Available } from '../../../host/web/access/Available.tsx';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { Evaluation } from '../common/evaluationTypes.ts';
import { formatRate } from '../common/formatRun.ts';
import { evaluationsApi } from './evaluationsApi.ts';
import { NewEvaluationDialog } from './NewEvaluationDialog.tsx';
import { RunStatus } from './RunStatus.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

type Latest = Evaluation & { versions: number };
const isLive = (e: Evaluation) => e.status === 'pending' || e.status === 'running';

/** /evaluations: each evaluation's latest run (with how many runs it has), live progress, run again. */
export default function EvaluationsPage() {
  const t = useT();
  const list = useListPageStyles();
  const { data, setData, error, reload } = useLoaded(() => evaluationsApi.list());
  const [creating, setCreating] = useState(false);
  const latest = useMemo<Latest[] | null>(() => {
    if (!data) return null;
    const groups = new Map<string, Latest>();
    for (const e of data) {
      const seen = groups.get(e.groupId);
      if (!seen) groups.set(e.groupId, { ...e, versions: 1 });
      else if (e.version > seen.version) groups.set(e.groupId, { ...e, versions: seen.versions + 1 });
      else seen.versions += 1;
    }
    return [...groups.values()];
  }, [data]);

  // While a run goes on, its progress is polled.
  const running = data?.some(isLive) ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void reload(), 1500);
    return () => clearInterval(timer);
  }, [running, reload]);

  const act = (action: () => Promise<unknown>, done: string) => async () => {
    try {
      await action();
      notify.success(done);
      await reload();
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };
  async function remove(e: Latest) {
    const ok = await confirm({
      title: t('Delete evaluation run'),
      description:
        e.versions > 1
          ? t("Delete version {{version}} of '{{name}}' and its results? Its other versions stay.", {
              version: e.version,
              name: e.name,
            })
          : t("Delete version {{version}} of '{{name}}' and its results?", {
              version: e.version,
              name: e.name,
            }),
      confirmButtonName: t('Delete'),
    });
    if (ok)
      await act(
        () => evaluationsApi.remove(e.id),
        t("Deleted version {{version}} of '{{name}}'", { version: e.version, name: e.name }),
      )();
  }
  const open = (e: Evaluation) => navigate(`/evaluation_results/${e.id}`);

  return (
    <ResourceListPage<Latest>
      title={t('Evaluations')}
      noun={[t('evaluation'), t('evaluations')]}
      items={latest}
      error={error}
      onRetry={reload}
      itemKey={(e) => e.groupId}
      itemName={(e) => e.name}
      searchPlaceholder={t('Search evaluations')}
      searchText={(e) => `${e.name} ${e.datasetName} ${e.flows.map((f) => f.name).join(' ')}`}
      add={{ label: t('New evaluation'), permission: 'evaluations:create', onClick: () => setCreating(true) }}
      empty={{
        icon: <DataBarVertical24Regular />,
        text: t(
          'No evaluations yet. An evaluation runs every row of a dataset through your flows and checks the answers with evaluators.',
        ),
      }}
      columns={[
        {
          header: t('Name'),
          render: (e) => (
            <Link
              href={`/evaluation_results/${e.id}`}
              onClick={(ev) => {
                ev.preventDefault();
                open(e);
              }}
            >
              <Text weight="semibold">{e.name}</Text>
            </Link>
          ),
        },
        { header: t('Status'), width: 150, render: (e) => <RunStatus evaluation={e} /> },
        { header: t('Pass rate'), width: 90, render: (e) => formatRate(e.summary.passRate) },
        {
          header: t('Flows'),
          render: (e) => <span className={list.muted}>{e.flows.map((f) => f.name).join(', ')}</span>,
        },
        { header: t('Dataset'), render: (e) => e.datasetName },
        {
          header: t('Version'),
          width: 80,
          render: (e) =>
            e.versions > 1
              ? t('v{{version}} of {{versions}}', { version: e.version, versions: e.versions })
              : `v${e.version}`,
        },
        { header: t('Run'), width: 170, render: (e) => new Date(e.runDate).toLocaleString() },
      ]}
      actions={[
        {
          label: t('Stop'),
          icon: <Stop20Regular />,
          permission: 'evaluations:run,evaluations:update',
          when: isLive,
          onClick: (e) =>
            void act(() => evaluationsApi.cancel(e.id), t("Stopped '{{name}}'", { name: e.name }))(),
        },
        {
          label: t('Run again'),
          icon: <ArrowClockwise20Regular />,
          permission: 'evaluations:create,evaluations:run',
          when: (e) => !isLive(e),
          onClick: (e) =>
            void act(() => evaluationsApi.runAgain(e.id), t("Running '{{name}}' again", { name: e.name }))(),
        },
        { label: t('Delete'), icon: <Delete20Regular />, permission: 'evaluations:delete', onClick: remove },
      ]}
      extraActions={
        <Available permission="evaluations:view">
          <Button
            appearance="subtle"
            icon={<ArrowClockwise20Regular />}
            aria-label={t('Refresh')}
            onClick={() => void reload()}
          />
        </Available>
      }
    >
      <NewEvaluationDialog
        open={creating}
        onClose={() => setCreating(false)}
        onStarted={(e) => {
          setCreating(false);
          notify.success(t("Evaluation '{{name}}' started", { name: e.name }));
          setData((l) => [e, ...(l ?? [])]);
        }}
      />
    </ResourceListPage>
  );
}
