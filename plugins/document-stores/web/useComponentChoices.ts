import { useEffect, useState } from 'react';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { t } from '../../../host/web/i18n/i18n.ts';
import type { CredentialChoice } from '../../flows/public-web.ts';
import type { ComponentDefinition } from '../common/pageTypes.ts';
import { documentStoresApi } from './documentStoresApi.ts';

type Kind = Parameters<typeof documentStoresApi.components>[0];

/** One component list (loaders, splitters, embeddings...), with its load error. */
export function useComponents(kind: Kind): { list: ComponentDefinition[] | null; error: string | null } {
  const [state, setState] = useState<{ list: ComponentDefinition[] | null; error: string | null }>({
    list: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    documentStoresApi.components(kind).then(
      // Anything but a list is an error to show, not an empty choice that silently picks nothing.
      (list) =>
        live &&
        setState(
          Array.isArray(list)
            ? { list, error: null }
            : { list: null, error: t('The server did not answer with a list of components') },
        ),
      (err) => live && setState({ list: null, error: errorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return state;
}

/** The workspace's credentials for the pickers; a failure leaves the list empty (the form still works). */
export function useCredentialChoices(): CredentialChoice[] {
  const [items, setItems] = useState<CredentialChoice[]>([]);
  useEffect(() => {
    let live = true;
    http.get<CredentialChoice[]>('/credentials').then(
      (list) => live && setItems(Array.isArray(list) ? list : []),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return items;
}

/** Components' fields list no server-side options here: a dropdown of that kind stays empty. */
export const noOptions = () => Promise.resolve([]);
