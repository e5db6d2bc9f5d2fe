import { describe, expect, it } from 'vitest';
import { parseImportFlowiseArgs } from './importFlowiseCommand.ts';

describe('import-flowise arguments', () => {
  it('reads the source, the key, the api.json, the workspace and the choice for existing items', () => {
    expect(
      parseImportFlowiseArgs([
        '--sqlite',
        'db.sqlite',
        '--secret-key',
        'encryption.key',
        '--api-keys',
        'api.json',
        '--workspace',
        'w1',
        '--on-existing',
        'skip',
      ]),
    ).toEqual({
      sqlite: 'db.sqlite',
      secretKey: 'encryption.key',
      apiKeys: 'api.json',
      workspace: 'w1',
      onExisting: 'skip',
    });
    expect(parseImportFlowiseArgs(['--postgres', 'postgres://x/y', '--schema', 's'])).toEqual({
      postgres: 'postgres://x/y',
      schema: 's',
    });
  });

  it('names what is wrong', () => {
    expect(() => parseImportFlowiseArgs([])).toThrow('Give one of --sqlite or --postgres');
    expect(() => parseImportFlowiseArgs(['--sqlite', 'a', '--postgres', 'b'])).toThrow(
      'Give one of --sqlite or --postgres',
    );
    expect(() => parseImportFlowiseArgs(['--sqlite'])).toThrow('--sqlite needs a value');
    expect(() => parseImportFlowiseArgs(['--sqlite', 'a', '--key', 'b'])).toThrow("Unknown argument '--key'");
    expect(() => parseImportFlowiseArgs(['--sqlite', 'a', '--on-existing', 'merge'])).toThrow(
      '--on-existing must be one of skip, newIds',
    );
  });
});
