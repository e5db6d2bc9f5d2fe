import { describe, expect, it } from 'vitest';
import { engineHarness } from '../engineHarness.ts';
import { sumRows } from './evaluationHarness.ts';

const h = engineHarness();

describe('datasets', { timeout: 120_000 }, () => {
  it('create, rename, rows added one by one and in bulk, edited, reordered, deleted, paged and searched', async () => {
    const set = await h.call('POST', '/datasets/set', { name: ' Capitals ', description: 'cities' });
    expect(set.status, set.text).toBe(201);
    expect(set.body).toMatchObject({ name: 'Capitals', description: 'cities', rowCount: 0 });
    const id = set.body.id as string;
    const one = await h.call('POST', '/datasets/rows', {
      datasetId: id,
      input: 'Capital of France?',
      expectedOutput: 'Paris',
      metadata: { topic: 'geo' },
    });
    expect(one.status, one.text).toBe(201);
    expect((await h.call('POST', '/datasets/rows', { datasetId: id, rows: sumRows(120) })).body.added).toBe(
      120,
    );

    const page = await h.call('GET', `/datasets/set/${id}?page=2&limit=50`);
    expect(page.body.total).toBe(121);
    expect(page.body.rows).toHaveLength(50);
    expect(page.body.rows[0].sequenceNo).toBe(51);
    const first = (await h.call('GET', `/datasets/set/${id}?limit=2`)).body.rows;
    expect(first[0]).toMatchObject({
      input: 'Capital of France?',
      expectedOutput: 'Paris',
      metadata: { topic: 'geo' },
    });

    const found = await h.call('GET', `/datasets/set/${id}?search=${encodeURIComponent('What is 7 +')}`);
    expect(found.body).toMatchObject({ total: 1, dataset: { rowCount: 121 } });

    const edited = await h.call('PUT', `/datasets/rows/${first[0].id}`, { expectedOutput: 'Paris, France' });
    expect(edited.body.expectedOutput).toBe('Paris, France');
    // swap the first two
    const re = await h.call('POST', '/datasets/reorder', {
      datasetId: id,
      rows: [
        { id: first[0].id, sequenceNo: first[1].sequenceNo },
        { id: first[1].id, sequenceNo: first[0].sequenceNo },
      ],
    });
    expect(re.status, re.text).toBe(200);
    const swapped = (await h.call('GET', `/datasets/set/${id}?limit=2`)).body.rows;
    expect(swapped.map((r: { id: string }) => r.id)).toEqual([first[1].id, first[0].id]);

    expect((await h.call('DELETE', `/datasets/rows/${first[1].id}`)).status).toBe(200);
    // the France row (with metadata) stays; the next three go
    const rest = (await h.call('GET', `/datasets/set/${id}?limit=4`)).body.rows.filter(
      (r: { id: string }) => r.id !== first[0].id,
    );
    expect(
      (await h.call('PATCH', '/datasets/rows', { datasetId: id, ids: rest.map((r: { id: string }) => r.id) }))
        .body.deleted,
    ).toBe(3);
    expect((await h.call('PUT', `/datasets/set/${id}`, { name: 'Sums' })).body).toMatchObject({
      name: 'Sums',
      rowCount: 117,
    });
    const list = await h.call('GET', '/datasets');
    expect(list.body.find((d: { id: string }) => d.id === id)).toMatchObject({ name: 'Sums', rowCount: 117 });

    const csv = await h.server.fetch(`/api/v1/datasets/csv/${id}`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).split(/\r?\n/);
    expect(lines[0]).toBe('input,expectedOutput,topic');
    expect(lines).toHaveLength(118);

    expect((await h.call('DELETE', `/datasets/set/${id}`)).status).toBe(200);
    expect((await h.call('GET', `/datasets/set/${id}`)).status).toBe(404);
  });

  it('refuses bad rows naming the field, and adds nothing of a batch with one bad row', async () => {
    const set = (await h.call('POST', '/datasets/set', { name: 'strict' })).body;
    const noInput = await h.call('POST', '/datasets/rows', { datasetId: set.id, expectedOutput: 'x' });
    expect(noInput.status).toBe(400);
    expect(noInput.body.message).toContain('body/input');
    const batch = await h.call('POST', '/datasets/rows', {
      datasetId: set.id,
      rows: [...sumRows(3), { input: '  ', expectedOutput: 'x' }],
    });
    expect(batch.status).toBe(400);
    expect(batch.body.message).toContain('body/rows/3/input');
    expect((await h.call('GET', `/datasets/set/${set.id}`)).body.total).toBe(0);
    const other = (await h.call('POST', '/datasets/set', { name: 'other', rows: sumRows(1) })).body;
    const otherRow = (await h.call('GET', `/datasets/set/${other.id}`)).body.rows[0];
    const foreign = await h.call('POST', '/datasets/reorder', {
      datasetId: set.id,
      rows: [{ id: otherRow.id, sequenceNo: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain('body/rows');
    expect((await h.call('POST', '/datasets/set', { name: '   ' })).status).toBe(400);
  });
});

describe('evaluators', () => {
  it('keep a config that runs: a bad regex, schema or threshold is refused naming the field', async () => {
    const bad = [
      [{ type: 'text', config: { operator: 'regex', value: '([a-' } }, 'body/config/value'],
      [{ type: 'text', config: { operator: 'sounds-like', value: 'x' } }, 'body/config/operator'],
      [{ type: 'json', config: { operator: 'matchesSchema', schema: '{nope' } }, 'body/config/schema'],
      [
        { type: 'numeric', config: { measure: 'latency', operator: 'lessThan', value: -1 } },
        'body/config/value',
      ],
      [{ type: 'llm', config: { model: 'chatOpenAI', rubric: ' ' } }, 'body/config/rubric'],
      [{ type: 'llm', config: { model: 'chatOpenAI', rubric: 'r', passGrade: 9 } }, 'body/config/passGrade'],
    ] as const;
    for (const [body, field] of bad) {
      const r = await h.call('POST', '/evaluators', { name: 'bad', ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toContain(field);
    }
    const ok = await h.call('POST', '/evaluators', {
      name: 'has an id',
      type: 'json',
      config: { operator: 'matchesSchema', schema: '{"type":"object","required":["id"]}' },
    });
    expect(ok.status, ok.text).toBe(201);
    const renamed = await h.call('PUT', `/evaluators/${ok.body.id}`, { name: 'has id' });
    expect(renamed.body).toMatchObject({ name: 'has id', type: 'json' });
    expect((await h.call('PUT', `/evaluators/${ok.body.id}`, { type: 'text' })).status).toBe(400);
    expect((await h.call('GET', '/evaluators')).body.some((e: { id: string }) => e.id === ok.body.id)).toBe(
      true,
    );
    expect((await h.call('DELETE', `/evaluators/${ok.body.id}`)).status).toBe(200);
    expect((await h.call('GET', `/evaluators/${ok.body.id}`)).status).toBe(404);
  });
});

describe('an evaluation refuses what it cannot run', () => {
  it('names the missing dataset, flow or evaluator, an empty dataset and a flow that does not answer', async () => {
    const flow = await h.createLlmFlow();
    const empty = (await h.call('POST', '/datasets/set', { name: 'empty' })).body;
    const full = (await h.call('POST', '/datasets/set', { name: 'full', rows: sumRows(2) })).body;
    const ghost = '00000000-0000-4000-8000-000000000000';
    const cases = [
      [{ datasetId: ghost, flowIds: [flow] }, 'body/datasetId'],
      [{ datasetId: empty.id, flowIds: [flow] }, 'body/datasetId: the dataset has no rows'],
      [{ datasetId: full.id, flowIds: [ghost] }, 'body/flowIds'],
      [{ datasetId: full.id, flowIds: [flow], evaluatorIds: [ghost] }, 'body/evaluatorIds'],
    ] as const;
    for (const [body, message] of cases) {
      const r = await h.call('POST', '/evaluations', { name: 'x', ...body });
      expect(r.status, r.text).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect((await h.call('GET', '/evaluations')).body).toEqual([]);
  });
});
