import { describe, expect, it } from 'vitest';
import { loadToolFile } from './loadToolFile.ts';

describe('loadToolFile', () => {
  it('opens a peer marketplace tool as a draft with converted colour and rows', () => {
    const { draft, notes } = loadToolFile(
      JSON.stringify({
        name: 'ping_site',
        description: 'Pings a site',
        color: 'linear-gradient(rgb(1,2,3), rgb(4,5,6))',
        iconSrc: 'https://example.com/ping.svg',
        schema: '[{"id":0,"property":"url","description":"The site","type":"string","required":true}]',
        func: 'return $url;',
      }),
    );
    expect(draft).toEqual({
      name: 'ping_site',
      description: 'Pings a site',
      color: '#010203',
      iconSrc: 'https://example.com/ping.svg',
      rows: [{ property: 'url', type: 'string', description: 'The site', required: true }],
      func: 'return $url;',
    });
    expect(notes).toHaveLength(1);
  });

  it('names what is wrong with a file that is no tool', () => {
    expect(() => loadToolFile('nope')).toThrow('Not a tool file: the file is not valid JSON');
    expect(() => loadToolFile('[1]')).toThrow(/Not a tool file/);
  });
});
