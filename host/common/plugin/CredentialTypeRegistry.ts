import { checkCredentialDefinition } from './checkCredentialDefinition.ts';
import { CredentialTypeRegistryBase } from './CredentialTypeRegistryBase.ts';

export { checkCredentialDefinition } from './checkCredentialDefinition.ts';
export type { RegisteredCredentialType } from './CredentialTypeRegistryBase.ts';

/** The credential-type contribution point, checking every definition against its schema. */
export class CredentialTypeRegistry extends CredentialTypeRegistryBase {
  constructor() {
    super(checkCredentialDefinition);
  }
}
