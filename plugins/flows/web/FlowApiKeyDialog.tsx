import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Select,
  Spinner,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { ApiKey } from '../../apikeys/common/apiKeyTypes.ts';
import type { FlowRecord, FlowSummary } from '../common/flowTypes.ts';
import { flowsApi } from './flowsApi.ts';
import './flowsMessages.ts';

const PUBLIC = '';

/**
 * Binds an API key to a flow: its prediction endpoint then answers only that key
 * (Authorization: Bearer). "No API key" makes the endpoint public again.
 */
export function FlowApiKeyDialog({ flow, onClose }: { flow: FlowSummary; onClose(): void }) {
  const t = useT();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [current, setCurrent] = useState<FlowRecord | null>(null);
  const [choice, setChoice] = useState(PUBLIC);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // The stored flow, not the list's summary: the binding may have changed since the list loaded.
    Promise.all([http.get<ApiKey[]>('/apikey'), flowsApi.get(flow.id)]).then(
      ([list, stored]) => {
        setKeys(list);
        setCurrent(stored);
        setChoice(stored.apikeyid ?? PUBLIC);
      },
      (err) => setProblem(errorMessage(err)),
    );
  }, [flow.id]);

  const save = async () => {
    if (!current) return;
    setSaving(true);
    setProblem(null);
    try {
      await flowsApi.update(flow.id, { apikeyid: choice || null, updatedDate: current.updatedDate });
      notify.success(choice ? t('The flow now needs its API key') : t('The flow is public again'));
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('API key for {{name}}', { name: flow.name })}</DialogTitle>
          <DialogContent>
            {!keys && !problem && <Spinner label={t('Loading API keys…')} />}
            {keys && (
              <Field
                label={t('API key')}
                hint={t(
                  'With a key, the prediction endpoint answers only requests that send it as Authorization: Bearer.',
                )}
              >
                <Select value={choice} onChange={(_, d) => setChoice(d.value)}>
                  <option value={PUBLIC}>{t('No API key (public endpoint)')}</option>
                  {keys.map((k) => (
                    <option key={k.id} value={k.id}>
                      {k.keyName}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            {problem && <p role="alert">{problem}</p>}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={saving}>
              {t('Cancel')}
            </Button>
            <Button appearance="primary" onClick={save} disabled={!current || saving}>
              {saving ? t('Saving…') : t('Save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
