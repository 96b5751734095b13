/**
 * Every operation of the OpenAPI document gets an operationId (decision 126), so a generated client names its calls
 * after them: a route's own `schema.operationId` when it sets one, else one derived from its method and path:
 *
 * - the words are the path's fixed segments after /api (`_` and `-` split words); a word followed by a parameter names
 *   one item of a collection and is made singular (`/terminal/accounts/{accountId}/lines` -> terminal account lines);
 * - GET is `list` (last word plural) when the answer's `data` is an array, else `get`; PATCH is `update`, PUT `set`,
 *   DELETE `delete`; POST is `create` (last word singular) on a collection (the path is also read with GET, or has
 *   items `/{id}` under it), else its last fixed segment is the verb (`/shift/stop` -> `stopShift`);
 * - names that two operations would share get `By<Parameters>` on those that have parameters.
 */

type Operation = { operationId?: string; responses?: Record<string, unknown> };
type JsonAnswer = { content?: { 'application/json'?: { schema?: { properties?: { data?: { type?: unknown } } } } } };
type Paths = Record<string, Record<string, Operation>>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const isParam = (segment: string) => segment.startsWith('{');
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const splitWords = (segment: string) => segment.split(/[-_]/).filter(Boolean);
const singular = (word: string) => (/[^s]s$/.test(word) ? word.slice(0, -1) : word);
const plural = (word: string) => (/(s|data)$/.test(word) ? word : `${word}s`);
const camel = (words: string[]) => words.map((w, i) => (i === 0 ? w.toLowerCase() : capital(w))).join('');

/** The fixed words of a path; a segment followed by a parameter is made singular. */
function pathWords(segments: string[]): string[] {
  return segments.flatMap((segment, i) => {
    if (isParam(segment)) return [];
    const words = splitWords(segment);
    if (isParam(segments[i + 1] ?? '')) words.push(singular(words.pop()!));
    return words;
  });
}

function answersList(operation: Operation): boolean {
  const ok = operation.responses?.['200'] as JsonAnswer | undefined;
  return ok?.content?.['application/json']?.schema?.properties?.data?.type === 'array';
}

function derive(paths: Paths, route: string, method: string, operation: Operation): string {
  const segments = route
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean);
  const words = pathWords(segments);
  const withLast = (change: (w: string) => string) => [...words.slice(0, -1), change(words.at(-1) ?? '')];
  if (method === 'get') return answersList(operation) ? camel(['list', ...withLast(plural)]) : camel(['get', ...words]);
  if (method === 'patch') return camel(['update', ...words]);
  if (method === 'put') return camel(['set', ...words]);
  if (method === 'delete') return camel(['delete', ...words]);
  const collection = paths[route]?.get !== undefined || Object.keys(paths).some((p) => p.startsWith(`${route}/{`));
  if (collection && !isParam(segments.at(-1) ?? '')) return camel(['create', ...withLast(singular)]);
  const at = segments.length - 1 - [...segments].reverse().findIndex((s) => !isParam(s));
  return camel([...splitWords(segments[at] ?? ''), ...pathWords(segments.filter((_, i) => i !== at))]);
}

/** Fills in the operationId of every operation that has none (see above). */
export function withOperationIds(paths: Paths): void {
  const derived: { operation: Operation; name: string; params: string[] }[] = [];
  for (const [route, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method) || !operation || operation.operationId) continue;
      const params = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      derived.push({ operation, name: derive(paths, route, method, operation), params });
    }
  }
  const taken = new Map<string, number>();
  for (const { name } of derived) taken.set(name, (taken.get(name) ?? 0) + 1);
  for (const { operation, name, params } of derived) {
    const shared = (taken.get(name) ?? 0) > 1 && params.length > 0;
    operation.operationId = shared ? `${name}By${params.map(capital).join('And')}` : name;
  }
}
