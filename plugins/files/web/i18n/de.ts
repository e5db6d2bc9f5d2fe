/**
 * German for the files page, and the names of the file sources other plugins contribute.
 * Keys are the English texts; tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  'Delete file': 'Datei löschen',
  'Delete "{{name}}" ({{size}}) of {{owner}}? This cannot be undone.':
    '„{{name}}“ ({{size}}) von {{owner}} löschen? Dies kann nicht rückgängig gemacht werden.',
  Delete: 'Löschen',
  'File deleted': 'Datei gelöscht',
  Files: 'Dateien',
  files: 'Dateien',
  'No files yet. Files people attach in chats and upload to document stores show here.':
    'Noch keine Dateien. Dateien, die in Chats angehängt oder in Dokumentenspeicher hochgeladen werden, erscheinen hier.',
  Source: 'Quelle',
  'All sources': 'Alle Quellen',
  'Search files': 'Dateien durchsuchen',
  '1 file, {{size}}': '1 Datei, {{size}}',
  '{{n}} files, {{size}}': '{{n}} Dateien, {{size}}',
  'No file matches.': 'Keine Datei passt.',
  Name: 'Name',
  Size: 'Größe',
  Owner: 'Besitzer',
  Uploaded: 'Hochgeladen',
  Actions: 'Aktionen',
  'Delete {{name}}': '{{name}} löschen',
  // the sources (named by the plugins that contribute them)
  'Chat uploads': 'Chat-Uploads',
  'Document store files': 'Dokumentenspeicher',
};
