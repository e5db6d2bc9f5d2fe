/**
 * A safe arithmetic evaluator for the Calculator tool: a recursive-descent parser over numbers,
 * + - * / % ^ (and **), parentheses, unary signs, constants (pi, e) and Math functions. Nothing
 * is evaluated as code. Throws an Error naming the problem (the agent sees it and can retry).
 */
const FUNCTIONS: Record<string, (...a: number[]) => number> = {
  abs: Math.abs,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  exp: Math.exp,
  ln: Math.log,
  log: Math.log10,
  log10: Math.log10,
  log2: Math.log2,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  round: Math.round,
  floor: Math.floor,
  ceil: Math.ceil,
  min: Math.min,
  max: Math.max,
  pow: Math.pow,
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };
const MAX_LENGTH = 1000;

type Token = { t: 'num'; v: number } | { t: 'id'; v: string } | { t: 'op'; v: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re =
    /\s*(?:(\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(\*\*|[-+*/%^(),]))/iy;
  let i = 0;
  while (i < text.length) {
    if (/^\s*$/.test(text.slice(i))) break;
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) throw new Error(`Unexpected '${text.slice(i).trim()[0]}' in the expression`);
    if (m[1] !== undefined) tokens.push({ t: 'num', v: Number(m[1]) });
    else if (m[2] !== undefined) tokens.push({ t: 'id', v: m[2].toLowerCase() });
    else tokens.push({ t: 'op', v: m[3] === '**' ? '^' : (m[3] as string) });
    i = re.lastIndex;
  }
  return tokens;
}

export function evaluateExpression(expression: string): number {
  const text = expression
    .replace(/,(?=\d{3}\b)/g, '')
    .replace(/×/g, '*')
    .replace(/÷/g, '/');
  if (text.length > MAX_LENGTH) throw new Error('The expression is too long');
  const tokens = tokenize(text);
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (v: string) => peek()?.t === 'op' && peek()?.v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new Error(`Expected '${v}' in the expression`);
    pos++;
  };
  const sum = (): number => {
    let v = product();
    while (isOp('+') || isOp('-')) v = (tokens[pos++]?.v === '+' ? 1 : -1) * product() + v;
    return v;
  };
  const product = (): number => {
    let v = unary();
    while (isOp('*') || isOp('/') || isOp('%')) {
      const op = tokens[pos++]?.v;
      const r = unary();
      v = op === '*' ? v * r : op === '/' ? v / r : v % r;
    }
    return v;
  };
  const unary = (): number => {
    if (isOp('-')) {
      pos++;
      return -unary();
    }
    if (isOp('+')) {
      pos++;
      return unary();
    }
    return power();
  };
  // right-associative, binds tighter than unary minus on its left (-2^2 = -4)
  const power = (): number => {
    const base = atom();
    if (isOp('^')) {
      pos++;
      return base ** unary();
    }
    return base;
  };
  const atom = (): number => {
    const tok = tokens[pos++];
    if (!tok) throw new Error('The expression ends too early');
    if (tok.t === 'num') return tok.v;
    if (tok.t === 'op' && tok.v === '(') {
      const v = sum();
      expect(')');
      return v;
    }
    if (tok.t === 'id') {
      if (isOp('(')) {
        const fn = Object.hasOwn(FUNCTIONS, tok.v) ? FUNCTIONS[tok.v] : undefined;
        if (!fn) throw new Error(`Unknown function '${tok.v}'`);
        pos++;
        const args: number[] = [];
        if (!isOp(')')) {
          args.push(sum());
          while (isOp(',')) {
            pos++;
            args.push(sum());
          }
        }
        expect(')');
        return fn(...args);
      }
      if (Object.hasOwn(CONSTANTS, tok.v)) return CONSTANTS[tok.v] as number;
      throw new Error(`Unknown name '${tok.v}'`);
    }
    throw new Error(`Unexpected '${tok.v}' in the expression`);
  };
  if (!tokens.length) throw new Error('The expression is empty');
  const value = sum();
  if (pos < tokens.length) throw new Error(`Unexpected '${tokens[pos]?.v}' in the expression`);
  if (Number.isNaN(value)) throw new Error('The result is not a number');
  return value;
}
