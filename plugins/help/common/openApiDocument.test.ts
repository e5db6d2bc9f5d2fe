import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openApiDocument.ts';

describe('openApiDocument', () => {
  it('turns the route table into OpenAPI paths with parameters, bodies and permissions', () => {
    const doc = openApiDocument(
      [
        { method: 'GET', url: '/api/v1/tools/:id', owner: 'tools', permission: 'tools:view', public: false },
        {
          method: 'PUT',
          url: '/api/v1/tools/:id',
          owner: 'tools',
          permission: 'tools:update',
          public: false,
          bodySchema: {
            type: 'object',
            properties: { x: { $ref: 'https://brains.studio/schemas/api/x.json' } },
          },
        },
        { method: 'GET', url: '/api/v1/ping', owner: 'host', public: true },
        { method: 'OPTIONS', url: '/api/v1/ping', owner: 'host', public: true },
      ],
      '1.2.3',
    ) as { info: { version: string }; paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(doc.info.version).toBe('1.2.3');
    expect(Object.keys(doc.paths)).toEqual(['/api/v1/ping', '/api/v1/tools/{id}']);
    const tool = doc.paths['/api/v1/tools/{id}'];
    expect(Object.keys(tool ?? {})).toEqual(['get', 'put']);
    expect(tool?.get).toMatchObject({
      tags: ['tools'],
      'x-permission': 'tools:view',
      operationId: 'getApiV1ToolsId',
    });
    expect(tool?.get?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(JSON.stringify(tool?.put?.requestBody)).toContain('See https://brains.studio/schemas/api/x.json');
    expect(doc.paths['/api/v1/ping']?.get?.security).toEqual([]);
    expect(doc.paths['/api/v1/ping']?.options).toBeUndefined();
  });
});
