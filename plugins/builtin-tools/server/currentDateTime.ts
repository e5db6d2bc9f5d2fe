import type { ToolProvider } from '../../../host/server/engine/toolProvider.ts';

/** Current Date & Time: the server's clock, in ISO form and spelled out, with the time zone. */
export const currentDateTime: ToolProvider = {
  name: 'currentDateTime',
  label: 'CurrentDateTime',
  description: 'Get todays day, date and time.',
  category: 'Tools',
  inputs: [],
  async tools() {
    return [
      {
        name: 'current_date_time',
        description: 'Useful to get current day, date and time.',
        schema: { type: 'object', properties: {} },
        async run() {
          const now = new Date();
          const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
          const spelled = now.toLocaleString('en-US', {
            dateStyle: 'full',
            timeStyle: 'long',
            timeZone: zone,
          });
          return `Current date and time: ${spelled} (ISO ${now.toISOString()}, time zone ${zone})`;
        },
      },
    ];
  },
};
