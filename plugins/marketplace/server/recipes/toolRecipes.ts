import type { Recipe } from './recipeKit.ts';

const object = (properties: Record<string, { type: string; description: string }>, required: string[]) => ({
  type: 'object',
  properties,
  required,
});

/** Saved-tool templates: "Use template" makes them tools of the workspace. */
export const toolRecipes: Recipe[] = [
  {
    name: 'Add Business Days',
    description: 'Adds working days (Monday to Friday) to a date: due dates and delivery estimates.',
    usecases: ['Productivity'],
    tool: {
      name: 'add_business_days',
      description: 'Adds a number of business days to an ISO date and returns the resulting ISO date',
      color: 'linear-gradient(rgb(120,160,240), rgb(60,100,200))',
      schema: object(
        {
          date: { type: 'string', description: 'Start date, YYYY-MM-DD' },
          days: { type: 'number', description: 'Business days to add' },
        },
        ['date', 'days'],
      ),
      func: "const d = new Date($date + 'T00:00:00Z');\nlet left = $days;\nwhile (left > 0) {\n  d.setUTCDate(d.getUTCDate() + 1);\n  const day = d.getUTCDay();\n  if (day !== 0 && day !== 6) left -= 1;\n}\nreturn d.toISOString().slice(0, 10);",
    },
  },
  {
    name: 'Unit Converter',
    description: 'Converts between common units of length, mass and temperature.',
    usecases: ['Utilities'],
    tool: {
      name: 'convert_units',
      description: 'Converts a value between units: km, mi, m, ft, kg, lb, c, f',
      color: 'linear-gradient(rgb(240,180,90), rgb(200,120,40))',
      schema: object(
        {
          value: { type: 'number', description: 'The value' },
          from: { type: 'string', description: 'Unit to convert from' },
          to: { type: 'string', description: 'Unit to convert to' },
        },
        ['value', 'from', 'to'],
      ),
      func: "const f = { km: 1000, mi: 1609.344, m: 1, ft: 0.3048, kg: 1, lb: 0.45359237 };\nif ($from === 'c' && $to === 'f') return String($value * 9 / 5 + 32);\nif ($from === 'f' && $to === 'c') return String(($value - 32) * 5 / 9);\nif (!(($from in f) && ($to in f))) return 'Unknown unit';\nreturn String(($value * f[$from]) / f[$to]);",
    },
  },
  {
    name: 'Word Counter',
    description:
      'Counts words, sentences and characters of a text: length checks for writers and evaluators.',
    usecases: ['Writing', 'Utilities'],
    tool: {
      name: 'count_words',
      description: 'Counts the words, sentences and characters of a text',
      color: 'linear-gradient(rgb(150,220,150), rgb(80,160,80))',
      schema: object({ text: { type: 'string', description: 'The text to measure' } }, ['text']),
      func: 'const words = $text.trim().split(/\\s+/).filter(Boolean).length;\nconst sentences = $text.split(/[.!?]+/).filter((s) => s.trim()).length;\nreturn JSON.stringify({ words, sentences, characters: $text.length });',
    },
  },
  {
    name: 'Order Status Lookup',
    description: 'Looks an order up in your order API (variable api_base_url) by its number.',
    usecases: ['Customer Support', 'API Integration'],
    tool: {
      name: 'order_status',
      description: 'Returns the status of an order by its order number',
      color: 'linear-gradient(rgb(200,140,230), rgb(140,80,180))',
      schema: object({ orderId: { type: 'string', description: 'The order number' } }, ['orderId']),
      func: "const res = await fetch($vars.api_base_url + '/orders/' + encodeURIComponent($orderId));\nif (!res.ok) return 'Order ' + $orderId + ' not found';\nreturn await res.text();",
    },
  },
  {
    name: 'Slugify',
    description: 'Turns a title into a URL slug: lower case, dashes, no accents.',
    usecases: ['Utilities', 'Writing'],
    tool: {
      name: 'slugify',
      description: 'Turns a title into a URL-safe slug',
      color: 'linear-gradient(rgb(130,200,220), rgb(60,140,170))',
      schema: object({ title: { type: 'string', description: 'The title' } }, ['title']),
      func: "return $title.normalize('NFKD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');",
    },
  },
];
