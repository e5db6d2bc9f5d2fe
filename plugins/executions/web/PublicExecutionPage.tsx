import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { errorMessage, HttpError } from '../../../host/web/http/http.ts';
import type { Execution } from '../common/executionTypes.ts';
import { ExecutionView } from './ExecutionView.tsx';
import { executionsApi } from './executionsApi.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    minHeight: '100vh',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

/**
 * /execution/:id without a login: an execution its owner made public. The flow itself stays
 * private, so the graph is drawn from the run record alone.
 */
export default function PublicExecutionPage() {
  const s = useStyles();
  const { id = '' } = useParams<{ id: string }>();
  const [execution, setExecution] = useState<Execution | null>(null);
  const [error, setError] = useState<{ title: string; text: string } | null>(null);

  useEffect(() => {
    const ac = new AbortController();
    executionsApi
      .getPublic(id, ac.signal)
      .then(setExecution)
      .catch((err) => {
        if (ac.signal.aborted) return;
        setError(
          err instanceof HttpError && err.status === 404
            ? {
                title: 'Execution not available',
                text: 'This execution does not exist or is not public. Ask its owner to share it.',
              }
            : { title: 'Could not load the execution', text: errorMessage(err) },
        );
      });
    return () => ac.abort();
  }, [id]);

  return (
    <main className={s.page}>
      <Title2 as="h1">{execution?.agentflowName ?? 'Execution'}</Title2>
      {error && (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>{error.title}</MessageBarTitle>
            {error.text}
          </MessageBarBody>
        </MessageBar>
      )}
      {!execution && !error && <Spinner label="Loading execution…" />}
      {execution && <ExecutionView execution={execution} flow={null} />}
    </main>
  );
}
