import { sql } from 'kysely';
import type { Generated } from '../../../host/server/db/Database.ts';
import { definePluginServer, route } from '../../../host/server/plugin/definePluginServer.ts';

interface WeatherReadingTable {
  id: Generated<number>;
  station: string;
  celsius: number;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    weather_reading: WeatherReadingTable;
  }
}

export default definePluginServer({
  migrations: [
    {
      id: '0001-create-weather-reading',
      async up(db) {
        await db.schema
          .createTable('weather_reading')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('station', 'text', (c) => c.notNull())
          .addColumn('celsius', 'real', (c) => c.notNull())
          .execute();
      },
    },
  ],
  routes: [
    route<{ Body: { station: string; celsius: number } }>({
      method: 'POST',
      url: '/weather-readings',
      permission: 'tools:view',
      schema: {
        body: {
          type: 'object',
          required: ['station', 'celsius'],
          additionalProperties: false,
          properties: { station: { type: 'string', minLength: 1 }, celsius: { type: 'number' } },
        },
      },
      async handler(req, reply, ctx) {
        const row = await ctx.db
          .insertInto('weather_reading')
          .values(req.body)
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.code(201).send(row);
      },
    }),
    route<{ Params: { station: string } }>({
      method: 'GET',
      url: '/weather-readings/:station',
      permission: 'tools:view',
      async handler(req, _reply, ctx) {
        const { rows } = await sql<{ avg: number | null; n: string }>`
          select avg(celsius)::real as avg, count(*) as n from weather_reading where station = ${req.params.station}
        `.execute(ctx.db);
        return { station: req.params.station, average: rows[0]?.avg ?? null, count: Number(rows[0]?.n ?? 0) };
      },
    }),
  ],
});
