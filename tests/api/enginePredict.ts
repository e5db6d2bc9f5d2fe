import type { EngineHarness } from './engineHarness.ts';

/**
 * What the engine.*.test.ts files share on top of the harness: a prediction call (its body logged
 * when it fails and DEBUG_ENGINE is set) and the recorded execution row.
 */
export function enginePredict(h: EngineHarness) {
  return {
    async predict(id: string, body: Record<string, unknown>) {
      const r = await h.call('POST', `/prediction/${id}`, body);
      if (process.env.DEBUG_ENGINE && r.status !== 200) console.log(r.text);
      return r;
    },
    execution(id: string) {
      return h.server.app.brains.db
        .selectFrom('execution')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },
  };
}
