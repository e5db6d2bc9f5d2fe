import {
  Checkbox,
  Dropdown,
  Field,
  Input,
  Link,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Subtitle2,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { FormDialog } from '../../../../host/web/components/FormDialog.tsx';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { errorMessage, http } from '../../../../host/web/http/http.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import type { Assistant } from '../../common/assistantTypes.ts';
import {
  VENDOR_CREDENTIAL,
  type VendorAssistantDetails,
  type VendorTool,
  type VendorType,
} from '../../common/vendorAssistant.ts';
import { CodeInterpreterFilesField } from './CodeInterpreterFilesField.tsx';
import { VectorStoresField } from './VectorStoresField.tsx';
import { vendorAssistantsApi, vendorDetailsOf } from './vendorAssistantsApi.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '100%' },
  content: { maxHeight: '70vh', overflowY: 'auto' },
  pair: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

export interface CredentialChoice {
  id: string;
  name: string;
  credentialName: string;
}

interface ToolChoice {
  name: string;
  label: string;
}

interface Props {
  /** The assistant to edit; none: a new one. */
  assistant?: Assistant;
  credentials: CredentialChoice[];
  onClose(): void;
  onSaved(a: Assistant): void;
}

const EMPTY: VendorAssistantDetails = {
  name: '',
  model: '',
  instructions: 'You are a helpful assistant.',
  tools: [],
  tool_resources: { file_search: { vector_store_ids: [] }, code_interpreter: { file_ids: [] } },
};

/** Examples in empty fields: a model name and each vendor's own address (not words to translate). */
const EXAMPLE = {
  model: 'gpt-4.1-mini',
  OPENAI: 'https://api.openai.com/v1',
  AZURE: 'https://my-resource.openai.azure.com/openai',
} as const;

const has = (d: VendorAssistantDetails, type: VendorTool['type']) => d.tools.some((x) => x.type === type);
const numberOrUndefined = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** Create or edit an OpenAI or Azure OpenAI assistant: provider, credential, model, instructions, tools, stores. */
export function VendorAssistantDialog({ assistant, credentials, onClose, onSaved }: Props) {
  const t = useT();
  const styles = useStyles();
  const [type, setType] = useState<VendorType>((assistant?.type as VendorType) ?? 'OPENAI');
  const [credential, setCredential] = useState(assistant?.credential ?? '');
  const [d, setD] = useState<VendorAssistantDetails>(assistant ? vendorDetailsOf(assistant) : EMPTY);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const tools =
    useLoaded<ToolChoice[]>(() => http.get<ToolChoice[]>('/assistants/components/tools')).data ?? [];
  const usable = credentials.filter((c) => c.credentialName === VENDOR_CREDENTIAL[type]);
  useEffect(() => {
    if (!assistant && !usable.some((c) => c.id === credential)) setCredential(usable[0]?.id ?? '');
  }, [assistant, usable, credential]);

  const set = (patch: Partial<VendorAssistantDetails>) => setD((x) => ({ ...x, ...patch }));
  const toggle = (tool: 'code_interpreter' | 'file_search', on: boolean) =>
    set({ tools: on ? [...d.tools, { type: tool }] : d.tools.filter((x) => x.type !== tool) });
  const functions = d.tools.flatMap((x) => (x.type === 'function' ? [x.tool] : []));
  const provider = type === 'AZURE' ? t('Azure OpenAI') : t('OpenAI');
  const nameMissing = !d.name.trim();
  const modelMissing = type === 'OPENAI' && !d.model.trim();

  async function save() {
    setTried(true);
    if (nameMissing || modelMissing || !credential) return;
    setBusy(true);
    setFailure(null);
    try {
      const { chatflowId: _flow, ...details } = d;
      onSaved(
        assistant
          ? await vendorAssistantsApi.update(assistant.id, credential, details)
          : await vendorAssistantsApi.create(type, credential, details),
      );
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      title={assistant ? t('Edit assistant') : t('Add OpenAI assistant')}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      error={failure}
      submitLabel={assistant ? t('Save') : t('Create')}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
    >
      <Field label={t('Provider')}>
        <RadioGroup layout="horizontal" value={type} onChange={(_e, v) => setType(v.value as VendorType)}>
          <Radio value="OPENAI" label={t('OpenAI')} disabled={Boolean(assistant)} />
          <Radio value="AZURE" label={t('Azure OpenAI')} disabled={Boolean(assistant)} />
        </RadioGroup>
      </Field>
      <Field
        label={t('Credential')}
        required
        validationMessage={tried && !credential ? t('Choose a credential') : undefined}
        hint={
          usable.length ? undefined : (
            <>
              {t('No {{provider}} credential yet.', { provider })}{' '}
              <Link onClick={() => navigate('/credentials')}>{t('Add one on the Credentials page')}</Link>
            </>
          )
        }
      >
        <Dropdown
          value={usable.find((c) => c.id === credential)?.name ?? ''}
          selectedOptions={credential ? [credential] : []}
          placeholder={t('Choose a credential')}
          onOptionSelect={(_e, o) => setCredential(o.optionValue ?? '')}
        >
          {usable.map((c) => (
            <Option key={c.id} value={c.id}>
              {c.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field
        label={t('Name')}
        required
        validationMessage={tried && nameMissing ? t('An assistant needs a name') : undefined}
      >
        <Input value={d.name} onChange={(_e, v) => set({ name: v.value })} />
      </Field>
      <Field
        label={type === 'AZURE' ? t('Deployment') : t('Model')}
        required={type === 'OPENAI'}
        hint={type === 'AZURE' ? t("Empty: the credential's deployment") : undefined}
        validationMessage={tried && modelMissing ? t('Choose the model the assistant runs on') : undefined}
      >
        <Input
          value={d.model}
          placeholder={EXAMPLE.model}
          onChange={(_e, v) => set({ model: v.value.trim() })}
        />
      </Field>
      <Field
        label={t('Instructions')}
        hint={t('What the assistant is for, how it answers, what it must not do')}
      >
        <Textarea
          rows={5}
          resize="vertical"
          value={d.instructions ?? ''}
          onChange={(_e, v) => set({ instructions: v.value })}
        />
      </Field>
      <Subtitle2 as="h3">{t('Tools')}</Subtitle2>
      <Checkbox
        label={t('Code interpreter')}
        checked={has(d, 'code_interpreter')}
        onChange={(_e, v) => toggle('code_interpreter', Boolean(v.checked))}
      />
      {has(d, 'code_interpreter') && credential && (
        <CodeInterpreterFilesField
          scope={{ credential, ...(d.baseURL ? { baseURL: d.baseURL } : {}) }}
          files={d.tool_resources.code_interpreter.file_ids.map((id) => ({
            id,
            ...(d.files?.find((f) => f.id === id)
              ? { filename: d.files.find((f) => f.id === id)?.filename }
              : {}),
          }))}
          onChange={(files) =>
            set({
              tool_resources: { ...d.tool_resources, code_interpreter: { file_ids: files.map((f) => f.id) } },
              files: [
                ...(d.files ?? []).filter((f) => !files.some((x) => x.id === f.id)),
                ...files.flatMap((f) => (f.filename ? [{ id: f.id, filename: f.filename }] : [])),
              ],
            })
          }
        />
      )}
      <Checkbox
        label={t('File search')}
        checked={has(d, 'file_search')}
        onChange={(_e, v) => toggle('file_search', Boolean(v.checked))}
      />
      {has(d, 'file_search') && credential && (
        <VectorStoresField
          scope={{ credential, ...(d.baseURL ? { baseURL: d.baseURL } : {}) }}
          selected={d.tool_resources.file_search.vector_store_ids}
          onChange={(ids) =>
            set({ tool_resources: { ...d.tool_resources, file_search: { vector_store_ids: ids } } })
          }
        />
      )}
      <Field label={t('Functions')} hint={t('Your tools the assistant may call; they run here')}>
        <Dropdown
          multiselect
          placeholder={t('Choose tools')}
          value={functions.map((f) => tools.find((x) => x.name === f)?.label ?? f).join(', ')}
          selectedOptions={functions}
          onOptionSelect={(_e, o) =>
            set({
              tools: [
                ...d.tools.filter((x) => x.type !== 'function'),
                ...o.selectedOptions.map((tool) => ({ type: 'function' as const, tool })),
              ],
            })
          }
        >
          {tools.map((x) => (
            <Option key={x.name} value={x.name}>
              {x.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Subtitle2 as="h3">{t('Advanced')}</Subtitle2>
      <div className={styles.pair}>
        <Field label={t('Temperature')}>
          <Input
            type="number"
            min={0}
            max={2}
            step={0.1}
            value={d.temperature === undefined ? '' : String(d.temperature)}
            onChange={(_e, v) => set({ temperature: numberOrUndefined(v.value) })}
          />
        </Field>
        <Field label={t('Top P')}>
          <Input
            type="number"
            min={0}
            max={1}
            step={0.05}
            value={d.top_p === undefined ? '' : String(d.top_p)}
            onChange={(_e, v) => set({ top_p: numberOrUndefined(v.value) })}
          />
        </Field>
      </div>
      <Field
        label={t('Base URL')}
        hint={t("A compatible gateway instead of the vendor's address (optional)")}
      >
        <Input
          value={d.baseURL ?? ''}
          placeholder={EXAMPLE[type]}
          onChange={(_e, v) => set({ baseURL: v.value.trim() || undefined })}
        />
      </Field>
    </FormDialog>
  );
}
