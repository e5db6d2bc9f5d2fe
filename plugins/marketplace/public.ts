/**
 * What the marketplace plugin offers others (server side): its CustomTemplate export set, written
 * and read by the export/import plugin.
 */
export { exportCustomTemplates, importCustomTemplates } from './server/customTemplateSets.ts';
