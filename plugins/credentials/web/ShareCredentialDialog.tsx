import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { CheckboxGroup } from '../../../host/web/components/CheckboxGroup.tsx';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { CredentialSummary } from '../common/credentialApi.ts';
import { credentialsApi, type WorkspaceChoice } from './credentialsApi.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', border: 0, margin: 0, padding: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Shares a credential with other workspaces of the organisation (enterprise): they may use it in
 * their flows and see its name, never its values, and cannot change it. Unticking ends the sharing.
 */
export function ShareCredentialDialog({
  credential,
  onClose,
  onShared,
}: {
  credential: CredentialSummary | null;
  onClose(): void;
  onShared(workspaceNames: string[]): void;
}) {
  const styles = useStyles();
  const t = useT();
  const [workspaces, setWorkspaces] = useState<WorkspaceChoice[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const saving = useSaving();
  const { setFailure } = saving;

  useEffect(() => {
    if (!credential) return;
    let live = true;
    setWorkspaces(null);
    setFailure(null);
    Promise.all([credentialsApi.workspaces(), credentialsApi.sharedWith(credential.id)])
      .then(([all, shared]) => {
        if (!live) return;
        setWorkspaces(all.filter((w) => w.id !== credential.workspaceId));
        setChosen(new Set(shared.map((s) => s.workspaceId)));
      })
      .catch((error) => live && setFailure(errorMessage(error)));
    return () => {
      live = false;
    };
  }, [credential, setFailure]);

  async function save() {
    if (!credential || !workspaces) return;
    await saving.run(async () => {
      const ids = workspaces.filter((w) => chosen.has(w.id)).map((w) => w.id);
      await credentialsApi.share(credential.id, ids);
      onShared(workspaces.filter((w) => chosen.has(w.id)).map((w) => w.name));
    });
  }

  return (
    <FormDialog
      open={credential !== null}
      title={t("Share '{{name}}'", { name: credential?.name })}
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      submitDisabled={!workspaces}
    >
      <Text>
        {t(
          'The workspaces you tick may use this credential in their flows. They see its name and type, never its values, and cannot edit, delete or share it.',
        )}
      </Text>
      {!workspaces && !saving.failure && <Spinner size="tiny" label={t('Loading workspaces…')} />}
      {workspaces?.length === 0 && (
        <Text className={styles.muted}>{t('There is no other workspace in this organization yet.')}</Text>
      )}
      {workspaces && workspaces.length > 0 && (
        <CheckboxGroup
          className={styles.list}
          aria-label={t('Workspaces')}
          options={workspaces.map((w) => ({ value: w.id, label: w.name }))}
          value={chosen}
          onChange={setChosen}
        />
      )}
    </FormDialog>
  );
}
