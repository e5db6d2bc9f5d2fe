/**
 * The Advanced Structured Output Parser's schema is written as Zod code (`z.object({...})`).
 * Running user code in the server is not an option, so this reads that notation as data and
 * gives the JSON Schema it means: z.object/array/string/number/boolean/enum/literal/union/any and
 * the methods optional, nullable, array, describe, int, min, max, length, default.
 */
type Schema = Record<string, unknown>;
type Token = { t: 'id' | 'str' | 'num' | 'p'; v: string };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const re =
    /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|([A-Za-z_$][\w$]*)|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`)|(-?\d+(?:\.\d+)?)|([()[\]{}.,:])|(.)/gy;
  for (let m = re.exec(src); m && re.lastIndex <= src.length; m = re.exec(src)) {
    if (m[1]) out.push({ t: 'id', v: m[1] });
    else if (m[2])
      out.push({ t: 'str', v: m[2].startsWith('"') ? (JSON.parse(m[2]) as string) : m[2].slice(1, -1) });
    else if (m[3]) out.push({ t: 'num', v: m[3] });
    else if (m[4]) out.push({ t: 'p', v: m[4] });
    else if (m[5]) throw new Error(`Unexpected '${m[5]}' in the schema`);
    if (re.lastIndex === src.length) break;
  }
  return out;
}

class Reader {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}
  peek = () => this.tokens[this.i];
  next(): Token {
    const t = this.tokens[this.i++];
    if (!t) throw new Error('The schema ends too early');
    return t;
  }
  expect(v: string) {
    const t = this.next();
    if (t.v !== v || t.t === 'str') throw new Error(`Expected '${v}' in the schema, found '${t.v}'`);
  }
  eat(v: string): boolean {
    const t = this.peek();
    if (t && t.t === 'p' && t.v === v) {
      this.i++;
      return true;
    }
    return false;
  }
  done = () => this.i >= this.tokens.length;
}

function literal(r: Reader): unknown {
  const t = r.next();
  if (t.t === 'str') return t.v;
  if (t.t === 'num') return Number(t.v);
  if (t.t === 'id' && (t.v === 'true' || t.v === 'false')) return t.v === 'true';
  if (t.t === 'id' && t.v === 'null') return null;
  throw new Error(`Expected a value in the schema, found '${t.v}'`);
}

function list<T>(r: Reader, close: string, item: () => T): T[] {
  const out: T[] = [];
  while (!r.eat(close)) {
    out.push(item());
    if (!r.eat(',')) {
      r.expect(close);
      break;
    }
  }
  return out;
}

function base(r: Reader): { schema: Schema; optional: boolean } {
  const z = r.next();
  if (z.t !== 'id' || z.v.toLowerCase() !== 'z')
    throw new Error(`The schema must start with z., found '${z.v}'`);
  r.expect('.');
  const kind = r.next().v;
  r.expect('(');
  let schema: Schema;
  switch (kind) {
    case 'object': {
      r.expect('{');
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      list(r, '}', () => {
        const key = r.next();
        r.expect(':');
        const value = expr(r);
        properties[key.v] = value.schema;
        if (!value.optional) required.push(key.v);
      });
      schema = { type: 'object', properties, required, additionalProperties: false };
      break;
    }
    case 'array':
      schema = { type: 'array', items: expr(r).schema };
      break;
    case 'string':
    case 'number':
    case 'boolean':
      schema = { type: kind };
      break;
    case 'any':
    case 'unknown':
      schema = {};
      break;
    case 'enum':
      r.expect('[');
      schema = { type: 'string', enum: list(r, ']', () => literal(r)) };
      break;
    case 'literal':
      schema = { const: literal(r) };
      break;
    case 'union':
      r.expect('[');
      schema = { anyOf: list(r, ']', () => expr(r).schema) };
      break;
    default:
      throw new Error(`z.${kind} is not supported here`);
  }
  r.expect(')');
  return { schema, optional: false };
}

const BOUNDS: Record<string, Record<string, string>> = {
  min: { string: 'minLength', array: 'minItems', number: 'minimum' },
  max: { string: 'maxLength', array: 'maxItems', number: 'maximum' },
};

function expr(r: Reader): { schema: Schema; optional: boolean } {
  let { schema, optional } = base(r);
  while (r.eat('.')) {
    const method = r.next().v;
    r.expect('(');
    const args = list(r, ')', () => literal(r));
    const type = String(schema.type ?? '');
    if (method === 'optional') optional = true;
    else if (method === 'nullable') schema = { anyOf: [schema, { type: 'null' }] };
    else if (method === 'array') schema = { type: 'array', items: schema };
    else if (method === 'describe') schema = { ...schema, description: String(args[0] ?? '') };
    else if (method === 'int') schema = { ...schema, type: 'integer' };
    else if (method === 'default') schema = { ...schema, default: args[0] };
    else if (method === 'length' && type === 'string')
      schema = { ...schema, minLength: args[0], maxLength: args[0] };
    else if (method === 'length' && type === 'array')
      schema = { ...schema, minItems: args[0], maxItems: args[0] };
    else if (BOUNDS[method]) {
      const key = BOUNDS[method]![type === 'integer' ? 'number' : type];
      if (key) schema = { ...schema, [key]: args[0] };
    } else throw new Error(`.${method}() is not supported here`);
  }
  return { schema, optional };
}

/** The JSON Schema of a Zod expression; throws naming what it could not read. */
export function zodToJsonSchema(source: string): Schema {
  const r = new Reader(tokenize(source.trim()));
  const { schema } = expr(r);
  if (!r.done()) throw new Error(`Unexpected '${r.peek()?.v}' after the schema`);
  return schema;
}
