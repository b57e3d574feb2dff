/**
 * DynamoDB's expression language (condition, key condition, filter, update and projection expressions) over items
 * as the document client sees them: plain values, `Set`s for string and number sets. The semantics follow the
 * DynamoDB developer guide ("Comparison operator and function reference", "Update expressions") and dynalite's
 * evaluation of them, so the in-memory table answers what the local stack's emulator answers.
 */
export type Item = Record<string, unknown>;
export type Path = readonly (string | number)[];

export interface ExpressionContext {
  readonly names?: Record<string, string> | undefined;
  readonly values?: Record<string, unknown> | undefined;
}

/**
 * A deep copy in this realm: `structuredClone` makes its copies in Node's realm, whose `Set` is not the `Set` of a
 * jest test's sandbox, so `instanceof Set` would fail on them.
 */
export function copy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (isSet(value)) return new Set([...value]) as T;
  if (value instanceof Uint8Array || ArrayBuffer.isView(value))
    return new Uint8Array(value as unknown as Uint8Array) as T;
  if (Array.isArray(value)) return value.map(copy) as T;
  return Object.fromEntries(Object.entries(value).map(([name, member]) => [name, copy(member)])) as T;
}

/** A `Set` of any realm (the document client's string and number sets). */
export function isSet(value: unknown): value is Set<unknown> {
  return Object.prototype.toString.call(value) === '[object Set]';
}

export class ExpressionError extends Error {
  override readonly name = 'ValidationException';
}

type Operand =
  | { readonly kind: 'path'; readonly path: Path }
  | { readonly kind: 'value'; readonly name: string }
  | { readonly kind: 'size'; readonly path: Path }
  | { readonly kind: 'if_not_exists'; readonly path: Path; readonly fallback: Operand }
  | { readonly kind: 'list_append'; readonly first: Operand; readonly second: Operand }
  | { readonly kind: 'arithmetic'; readonly op: '+' | '-'; readonly left: Operand; readonly right: Operand };

export type Condition =
  | { readonly kind: 'and' | 'or'; readonly left: Condition; readonly right: Condition }
  | { readonly kind: 'not'; readonly inner: Condition }
  | { readonly kind: 'compare'; readonly op: string; readonly left: Operand; readonly right: Operand }
  | { readonly kind: 'between'; readonly value: Operand; readonly low: Operand; readonly high: Operand }
  | { readonly kind: 'in'; readonly value: Operand; readonly list: readonly Operand[] }
  | { readonly kind: 'function'; readonly name: string; readonly args: readonly Operand[] };

interface Token {
  readonly type: 'word' | 'name' | 'value' | 'number' | 'symbol';
  readonly text: string;
}

const SYMBOLS = ['<>', '<=', '>=', '=', '<', '>', '(', ')', ',', '.', '[', ']', '+', '-'];

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < expression.length) {
    const rest = expression.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const match =
      /^#[A-Za-z0-9_]+/.exec(rest) ??
      /^:[A-Za-z0-9_]+/.exec(rest) ??
      /^[0-9]+/.exec(rest) ??
      /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (match) {
      const text = match[0];
      const type = text.startsWith('#')
        ? 'name'
        : text.startsWith(':')
          ? 'value'
          : /^[0-9]/.test(text)
            ? 'number'
            : 'word';
      tokens.push({ type, text });
      at += text.length;
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => rest.startsWith(candidate));
    if (!symbol) throw new ExpressionError(`Invalid expression: unexpected "${rest[0]}" in "${expression}"`);
    tokens.push({ type: 'symbol', text: symbol });
    at += symbol.length;
  }
  return tokens;
}

class Parser {
  private at = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly context: ExpressionContext,
    private readonly source: string,
  ) {}

  done(): boolean {
    return this.at >= this.tokens.length;
  }

  peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  keyword(word: string): boolean {
    const token = this.peek();
    if (token?.type === 'word' && token.text.toUpperCase() === word) {
      this.at += 1;
      return true;
    }
    return false;
  }

  symbol(text: string): boolean {
    const token = this.peek();
    if (token?.type === 'symbol' && token.text === text) {
      this.at += 1;
      return true;
    }
    return false;
  }

  expect(text: string): void {
    if (!this.symbol(text)) this.fail(`expected "${text}"`);
  }

  fail(problem: string): never {
    throw new ExpressionError(`Invalid expression "${this.source}": ${problem} at token ${this.at}`);
  }

  condition(): Condition {
    let left = this.conjunction();
    while (this.keyword('OR')) left = { kind: 'or', left, right: this.conjunction() };
    return left;
  }

  private conjunction(): Condition {
    let left = this.negation();
    while (this.keyword('AND')) left = { kind: 'and', left, right: this.negation() };
    return left;
  }

  private negation(): Condition {
    if (this.keyword('NOT')) return { kind: 'not', inner: this.negation() };
    return this.predicate();
  }

  private predicate(): Condition {
    const token = this.peek();
    if (token?.type === 'symbol' && token.text === '(') {
      this.at += 1;
      const inner = this.condition();
      this.expect(')');
      return inner;
    }
    if (token?.type === 'word' && this.peek(1)?.text === '(' && token.text !== 'size') {
      this.at += 2;
      const args: Operand[] = [];
      if (!this.symbol(')')) {
        do args.push(this.operand());
        while (this.symbol(','));
        this.expect(')');
      }
      return { kind: 'function', name: token.text, args };
    }
    const left = this.operand();
    if (this.keyword('BETWEEN')) {
      const low = this.operand();
      if (!this.keyword('AND')) this.fail('expected AND in BETWEEN');
      return { kind: 'between', value: left, low, high: this.operand() };
    }
    if (this.keyword('IN')) {
      this.expect('(');
      const list: Operand[] = [];
      do list.push(this.operand());
      while (this.symbol(','));
      this.expect(')');
      return { kind: 'in', value: left, list };
    }
    const op = this.peek();
    if (op?.type !== 'symbol' || !['=', '<>', '<', '<=', '>', '>='].includes(op.text))
      this.fail('expected a comparison');
    this.at += 1;
    return { kind: 'compare', op: op.text, left, right: this.operand() };
  }

  /** A path, a value, or one of the functions an operand may be. */
  operand(): Operand {
    const token = this.peek();
    if (!token) this.fail('expected an operand');
    if (token.type === 'value') {
      this.at += 1;
      if (!this.context.values || !(token.text in this.context.values))
        throw new ExpressionError(`An expression attribute value used in expression is not defined: ${token.text}`);
      return { kind: 'value', name: token.text };
    }
    if (token.type === 'word' && this.peek(1)?.text === '(') {
      this.at += 2;
      if (token.text === 'size') {
        const path = this.path();
        this.expect(')');
        return { kind: 'size', path };
      }
      if (token.text === 'if_not_exists') {
        const path = this.path();
        this.expect(',');
        const fallback = this.operand();
        this.expect(')');
        return { kind: 'if_not_exists', path, fallback };
      }
      if (token.text === 'list_append') {
        const first = this.operand();
        this.expect(',');
        const second = this.operand();
        this.expect(')');
        return { kind: 'list_append', first, second };
      }
      this.fail(`unknown function ${token.text}`);
    }
    return { kind: 'path', path: this.path() };
  }

  /** `a.#b[0].c`: names resolved through ExpressionAttributeNames. */
  path(): Path {
    const path: (string | number)[] = [this.pathName()];
    for (;;) {
      if (this.symbol('.')) path.push(this.pathName());
      else if (this.symbol('[')) {
        const index = this.peek();
        if (index?.type !== 'number') this.fail('expected a list index');
        this.at += 1;
        path.push(Number(index.text));
        this.expect(']');
      } else return path;
    }
  }

  private pathName(): string {
    const token = this.peek();
    if (token?.type === 'name') {
      this.at += 1;
      const name = this.context.names?.[token.text];
      if (name === undefined)
        throw new ExpressionError(
          `An expression attribute name used in the document path is not defined: ${token.text}`,
        );
      return name;
    }
    if (token?.type === 'word') {
      this.at += 1;
      return token.text;
    }
    return this.fail('expected an attribute name');
  }

  /** SET/REMOVE/ADD/DELETE clauses, in any order. */
  update(): UpdateActions {
    const actions: UpdateActions = { set: [], remove: [], add: [], delete: [] };
    while (!this.done()) {
      if (this.keyword('SET')) {
        do {
          const path = this.path();
          this.expect('=');
          actions.set.push({ path, value: this.setValue() });
        } while (this.symbol(','));
      } else if (this.keyword('REMOVE')) {
        do actions.remove.push(this.path());
        while (this.symbol(','));
      } else if (this.keyword('ADD') || this.keyword('DELETE')) {
        const clause = this.tokens[this.at - 1]!.text.toUpperCase() === 'ADD' ? actions.add : actions.delete;
        do {
          const path = this.path();
          clause.push({ path, value: this.operand() });
        } while (this.symbol(','));
      } else this.fail('expected SET, REMOVE, ADD or DELETE');
    }
    return actions;
  }

  private setValue(): Operand {
    const left = this.operand();
    if (this.symbol('+')) return { kind: 'arithmetic', op: '+', left, right: this.operand() };
    if (this.symbol('-')) return { kind: 'arithmetic', op: '-', left, right: this.operand() };
    return left;
  }
}

export interface UpdateActions {
  readonly set: { path: Path; value: Operand }[];
  readonly remove: Path[];
  readonly add: { path: Path; value: Operand }[];
  readonly delete: { path: Path; value: Operand }[];
}

const parsed = new Map<string, Token[]>();
function parser(expression: string, context: ExpressionContext): Parser {
  let tokens = parsed.get(expression);
  if (!tokens) parsed.set(expression, (tokens = tokenize(expression)));
  return new Parser(tokens, context, expression);
}

export function parseCondition(expression: string, context: ExpressionContext): Condition {
  const reading = parser(expression, context);
  const condition = reading.condition();
  if (!reading.done()) reading.fail('unexpected tokens after the condition');
  return condition;
}

export function parseUpdate(expression: string, context: ExpressionContext): UpdateActions {
  return parser(expression, context).update();
}

export function parseProjection(expression: string, context: ExpressionContext): Path[] {
  const reading = parser(expression, context);
  const paths: Path[] = [];
  do paths.push(reading.path());
  while (reading.symbol(','));
  if (!reading.done()) reading.fail('unexpected tokens after the projection');
  return paths;
}

export function valueAt(item: unknown, path: Path): unknown {
  let current: unknown = item;
  for (const step of path) {
    if (current === null || typeof current !== 'object' || isSet(current)) return undefined;
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (Array.isArray(current)) return undefined;
      current = (current as Item)[step];
    }
  }
  return current;
}

function typeOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'NULL';
  if (typeof value === 'string') return 'S';
  if (typeof value === 'number' || typeof value === 'bigint') return 'N';
  if (typeof value === 'boolean') return 'BOOL';
  if (isSet(value)) return [...value].every((member) => typeof member === 'number') ? 'NS' : 'SS';
  if (value instanceof Uint8Array) return 'B';
  if (Array.isArray(value)) return 'L';
  return 'M';
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (typeOf(a) !== typeOf(b)) return false;
  if (isSet(a) && isSet(b)) return a.size === b.size && [...a].every((member) => b.has(member));
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((member, index) => sameValue(member, b[index]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => sameValue((a as Item)[key], (b as Item)[key]));
  }
  return a === b;
}

function ordered(op: string, a: unknown, b: unknown): boolean {
  const type = typeOf(a);
  if (type !== typeOf(b) || (type !== 'S' && type !== 'N')) return false;
  const left = a as string | number;
  const right = b as string | number;
  switch (op) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    default:
      return left >= right;
  }
}

function resolve(operand: Operand, item: Item, context: ExpressionContext): unknown {
  switch (operand.kind) {
    case 'path':
      return valueAt(item, operand.path);
    case 'value':
      return context.values![operand.name];
    case 'size': {
      const value = valueAt(item, operand.path);
      if (typeof value === 'string') return value.length;
      if (isSet(value)) return value.size;
      if (value instanceof Uint8Array) return value.length;
      if (Array.isArray(value)) return value.length;
      if (value && typeof value === 'object') return Object.keys(value).length;
      return undefined;
    }
    case 'if_not_exists': {
      const value = valueAt(item, operand.path);
      return value === undefined ? resolve(operand.fallback, item, context) : value;
    }
    case 'list_append': {
      const first = resolve(operand.first, item, context);
      const second = resolve(operand.second, item, context);
      if (!Array.isArray(first) || !Array.isArray(second))
        throw new ExpressionError('An operand in the update expression has an incorrect data type');
      return [...first, ...second];
    }
    case 'arithmetic': {
      const left = resolve(operand.left, item, context);
      const right = resolve(operand.right, item, context);
      if (typeof left !== 'number' || typeof right !== 'number')
        throw new ExpressionError('An operand in the update expression has an incorrect data type');
      return operand.op === '+' ? left + right : left - right;
    }
  }
}

export function holds(condition: Condition, item: Item, context: ExpressionContext): boolean {
  switch (condition.kind) {
    case 'and':
      return holds(condition.left, item, context) && holds(condition.right, item, context);
    case 'or':
      return holds(condition.left, item, context) || holds(condition.right, item, context);
    case 'not':
      return !holds(condition.inner, item, context);
    case 'compare': {
      const left = resolve(condition.left, item, context);
      const right = resolve(condition.right, item, context);
      if (condition.op === '=') return left !== undefined && sameValue(left, right);
      if (condition.op === '<>') return !sameValue(left, right);
      return ordered(condition.op, left, right);
    }
    case 'between': {
      const value = resolve(condition.value, item, context);
      return (
        ordered('>=', value, resolve(condition.low, item, context)) &&
        ordered('<=', value, resolve(condition.high, item, context))
      );
    }
    case 'in': {
      const value = resolve(condition.value, item, context);
      return value !== undefined && condition.list.some((member) => sameValue(value, resolve(member, item, context)));
    }
    case 'function':
      return holdsFunction(condition, item, context);
  }
}

function holdsFunction(
  condition: Extract<Condition, { kind: 'function' }>,
  item: Item,
  context: ExpressionContext,
): boolean {
  const [first, second] = condition.args;
  const value = first ? resolve(first, item, context) : undefined;
  switch (condition.name) {
    case 'attribute_exists':
      return value !== undefined;
    case 'attribute_not_exists':
      return value === undefined;
    case 'begins_with': {
      const prefix = second ? resolve(second, item, context) : undefined;
      return typeof value === 'string' && typeof prefix === 'string' && value.startsWith(prefix);
    }
    case 'contains': {
      const member = second ? resolve(second, item, context) : undefined;
      if (typeof value === 'string') return typeof member === 'string' && value.includes(member);
      if (isSet(value)) return value.has(member as never);
      if (Array.isArray(value)) return value.some((entry) => sameValue(entry, member));
      return false;
    }
    case 'attribute_type':
      return value !== undefined && typeOf(value) === (second ? resolve(second, item, context) : undefined);
    default:
      throw new ExpressionError(`Invalid function name; function: ${condition.name}`);
  }
}

const INVALID_PATH = 'The document path provided in the update expression is invalid for update';

/** Applies an update to a copy of `before`; every value is read from `before`, as DynamoDB does. */
export function applyUpdate(before: Item, actions: UpdateActions, context: ExpressionContext): Item {
  const after = copy(before);
  const sets = actions.set.map(({ path, value }) => ({ path, value: resolve(value, before, context) }));
  const adds = actions.add.map(({ path, value }) => ({ path, value: resolve(value, before, context) }));
  const deletes = actions.delete.map(({ path, value }) => ({ path, value: resolve(value, before, context) }));
  for (const { path, value } of sets) writeAt(after, path, copy(value));
  for (const path of actions.remove) removeAt(after, path);
  for (const { path, value } of adds) {
    const current = valueAt(after, path);
    if (typeof value === 'number') {
      if (current !== undefined && typeof current !== 'number')
        throw new ExpressionError('An operand in the update expression has an incorrect data type');
      writeAt(after, path, (current ?? 0) + value);
    } else if (isSet(value)) {
      if (current !== undefined && !isSet(current))
        throw new ExpressionError('An operand in the update expression has an incorrect data type');
      writeAt(after, path, new Set([...((current as Set<unknown>) ?? []), ...value]));
    } else throw new ExpressionError('Incorrect operand type for operator or function; operator: ADD');
  }
  for (const { path, value } of deletes) {
    const current = valueAt(after, path);
    if (!isSet(value)) throw new ExpressionError('Incorrect operand type for operator or function; operator: DELETE');
    if (isSet(current)) {
      const left = new Set([...current].filter((member) => !value.has(member)));
      if (left.size === 0) removeAt(after, path);
      else writeAt(after, path, left);
    }
  }
  return after;
}

function writeAt(item: Item, path: Path, value: unknown): void {
  const parent = path.length === 1 ? item : valueAt(item, path.slice(0, -1));
  const last = path.at(-1)!;
  if (typeof last === 'number') {
    if (!Array.isArray(parent)) throw new ExpressionError(INVALID_PATH);
    if (last >= parent.length) parent.push(value);
    else parent[last] = value;
    return;
  }
  if (parent === null || typeof parent !== 'object' || Array.isArray(parent) || isSet(parent))
    throw new ExpressionError(INVALID_PATH);
  (parent as Item)[last] = value;
}

function removeAt(item: Item, path: Path): void {
  const parent = path.length === 1 ? item : valueAt(item, path.slice(0, -1));
  const last = path.at(-1)!;
  if (typeof last === 'number') {
    if (Array.isArray(parent) && last < parent.length) parent.splice(last, 1);
  } else if (parent && typeof parent === 'object' && !Array.isArray(parent) && !isSet(parent)) {
    delete (parent as Item)[last];
  }
}

/** The attributes named by a projection, nested as in the item. */
export function project(item: Item, paths: readonly Path[]): Item {
  const result: Item = {};
  for (const path of paths) {
    const value = valueAt(item, path);
    if (value === undefined) continue;
    let target: Item = result;
    path.forEach((step, index) => {
      const key = String(step);
      if (index === path.length - 1) target[key] = copy(value);
      else target = (target[key] ??= {}) as Item;
    });
  }
  return result;
}
