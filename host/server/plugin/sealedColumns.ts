/**
 * Where a plugin keeps values sealed with the credential key (`sealCredentialData`: AES-GCM, the
 * ciphertext bound to a value of its row), so a key rotation re-encrypts them with the
 * credentials, in the same transaction. Rows whose data column is null are skipped.
 */
export interface SealedColumns {
  table: string;
  /** The column whose value the ciphertext is bound to (the row id it was sealed with). */
  boundTo: string;
  data: string;
  iv: string;
  tag: string;
}
