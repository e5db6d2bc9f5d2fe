/** What other plugins' web code may use: the Import dialog's entry for a Flowise database. */
export { FlowiseDatabaseImport } from './web/FlowiseDatabaseImport.tsx';
