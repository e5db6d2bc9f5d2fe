import { Button, MessageBar, MessageBarBody, Spinner, Title2 } from '@fluentui/react-components';
import { ArrowLeft20Regular, Delete20Regular } from '@fluentui/react-icons';
import { Link, useLocation, useParams } from 'wouter';
import { Available } from '../../../host/web/access/Available.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { Flow } from '../../../node-registry/flow.ts';
import { flowsApi } from '../../flows/web/flowsApi.ts';
import { ExecutionView } from './ExecutionView.tsx';
import { executionsApi } from './executionsApi.ts';
import { ShareControl } from './ShareControl.tsx';
import { type ExecutionLoader, useExecution } from './useExecution.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

/** Reads a flow's graph; null when the flow is gone or not readable (the view draws the run instead). */
async function loadFlow(id: string, signal: AbortSignal): Promise<Flow | null> {
  try {
    const record = await flowsApi.get(id, signal);
    return JSON.parse(record.flowData) as Flow;
  } catch {
    return null;
  }
}

const loadExecution: ExecutionLoader = async (id, signal) => {
  const execution = await executionsApi.get(id, signal);
  return { execution, flow: await loadFlow(execution.agentflowId, signal) };
};

/** /executions/:id: one run in full, with sharing and delete. */
export default function ExecutionDetailPage() {
  // The page, header and title of a list page (Back, title, Delete in one row).
  const t = useT();
  const s = useListPageStyles();
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { execution, flow, error: loadError, setExecution } = useExecution(id, loadExecution);
  const error = loadError?.notFound
    ? t('This execution does not exist (or was deleted).')
    : loadError?.message;

  async function remove() {
    const ok = await confirm({
      title: t('Delete execution'),
      description: t('Delete this execution? This cannot be undone.'),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-execution',
    });
    if (!ok) return;
    try {
      await executionsApi.remove(id);
      notify.success(t('Execution deleted'));
      navigate('/executions');
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  return (
    <div className={s.page}>
      <div className={s.header}>
        <Link href="/executions">
          <Button
            appearance="subtle"
            icon={<ArrowLeft20Regular />}
            aria-label={t('Back to executions')}
            as="a"
          />
        </Link>
        <Title2 as="h1" className={s.title}>
          {execution ? (execution.agentflowName ?? t('Deleted flow')) : t('Execution')}
        </Title2>
        {execution && (
          <Available permission="executions:delete">
            <Button icon={<Delete20Regular />} onClick={remove}>
              {t('Delete')}
            </Button>
          </Available>
        )}
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {!execution && !error && <Spinner label={t('Loading execution…')} />}
      {execution && (
        <ExecutionView
          execution={execution}
          flow={flow}
          actions={<ShareControl execution={execution} onChange={setExecution} />}
        />
      )}
    </div>
  );
}
