import { useCallback } from 'react';
import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';
import { PickerDialog } from '../../../host/web/components/PickerDialog.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { CredentialTypeIcon } from './CredentialTypeIcon.tsx';

export interface TypePickerDialogProps {
  open: boolean;
  types: CredentialDefinition[] | null;
  onClose(): void;
  onPick(type: CredentialDefinition): void;
}

/** Step one of creating a credential: a searchable grid of the credential types. */
export function TypePickerDialog({ open, types, onClose, onPick }: TypePickerDialogProps) {
  const t = useT();
  // The description matches as written and as read (translated).
  const searchText = useCallback(
    (type: CredentialDefinition) =>
      `${type.label} ${type.name} ${type.description ?? ''} ${type.description ? t(type.description) : ''}`,
    [t],
  );
  return (
    <PickerDialog
      open={open}
      title={t('Add credential')}
      texts={{
        search: t('Search credential types'),
        list: t('Credential types'),
        loading: t('Loading credential types…'),
        noMatch: (search) => t("No credential type matches '{{search}}'.", { search }),
      }}
      items={types}
      searchText={searchText}
      choice={(type) => ({
        key: type.name,
        label: type.label,
        description: type.description && t(type.description),
        icon: <CredentialTypeIcon icon={type.icon} />,
      })}
      onPick={onPick}
      onClose={onClose}
    />
  );
}
