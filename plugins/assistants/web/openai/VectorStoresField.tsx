import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, ArrowUpload20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { type VectorStore, type VendorScope, vendorAssistantsApi } from './vendorAssistantsApi.ts';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '180px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  create: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface Props {
  scope: VendorScope;
  selected: string[];
  onChange(ids: string[]): void;
  disabled?: boolean;
}

/**
 * The vector stores file search reads: the account's stores (asked with the chosen credential),
 * ticked to use them; a new store by name; files uploaded into a store.
 */
export function VectorStoresField({ scope, selected, onChange, disabled }: Props) {
  const t = useT();
  const styles = useStyles();
  const [stores, setStores] = useState<VectorStore[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const target = useRef<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const { credential, baseURL } = scope;

  useEffect(() => {
    let live = true;
    setStores(null);
    setFailure(null);
    vendorAssistantsApi
      .stores({ credential, ...(baseURL ? { baseURL } : {}) })
      .then((s) => live && setStores(s))
      .catch((err) => live && setFailure(errorMessage(err)));
    return () => {
      live = false;
    };
  }, [credential, baseURL]);

  async function create() {
    if (!name.trim()) return;
    setBusy(true);
    try {
      const made = await vendorAssistantsApi.createStore(scope, name.trim());
      setStores((s) => [made, ...(s ?? [])]);
      onChange([...selected, made.id]);
      setName('');
    } catch (err) {
      notify.error(t('Could not create the vector store: {{reason}}', { reason: errorMessage(err) }));
    } finally {
      setBusy(false);
    }
  }

  async function upload(files: File[]) {
    const id = target.current;
    if (!id || !files.length) return;
    setBusy(true);
    try {
      const added = await vendorAssistantsApi.uploadToStore(scope, id, files);
      setStores(
        (s) => s?.map((x) => (x.id === id ? { ...x, fileCount: x.fileCount + added.length } : x)) ?? s,
      );
      notify.success(t('{{count}} file(s) added to the vector store', { count: added.length }));
    } catch (err) {
      notify.error(t('Could not upload: {{reason}}', { reason: errorMessage(err) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field label={t('Vector stores')} hint={t('File search reads the files of the ticked stores')}>
      {failure && (
        <Text className={styles.muted}>
          {t('Could not list the vector stores: {{reason}}', { reason: failure })}
        </Text>
      )}
      {!failure && stores === null && <Spinner size="tiny" label={t('Loading vector stores')} />}
      {stores && (
        <div className={styles.list}>
          {stores.length === 0 && <Text className={styles.muted}>{t('No vector stores yet.')}</Text>}
          {stores.map((s) => (
            <div key={s.id} className={styles.row}>
              <Checkbox
                className={styles.grow}
                disabled={disabled}
                checked={selected.includes(s.id)}
                onChange={(_e, d) =>
                  onChange(d.checked ? [...selected, s.id] : selected.filter((x) => x !== s.id))
                }
                label={`${s.name || s.id} · ${t('{{count}} file(s)', { count: s.fileCount })}`}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowUpload20Regular />}
                disabled={disabled || busy}
                aria-label={t('Add files to {{name}}', { name: s.name || s.id })}
                onClick={() => {
                  target.current = s.id;
                  picker.current?.click();
                }}
              />
            </div>
          ))}
        </div>
      )}
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        onChange={(e) => {
          void upload([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {!disabled && (
        <div className={styles.create}>
          <Input
            className={styles.grow}
            value={name}
            placeholder={t('New vector store name')}
            aria-label={t('New vector store name')}
            onChange={(_e, d) => setName(d.value)}
            // Enter makes the store here instead of submitting the assistant's form
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void create();
            }}
          />
          <Button
            icon={<Add20Regular />}
            disabled={busy || !name.trim() || !stores}
            onClick={() => void create()}
          >
            {t('Create')}
          </Button>
        </div>
      )}
    </Field>
  );
}
