import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ABILITIES } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { ALSO_CHANGES } from '../lib/invalidation';
import { CODE, EDGES, type Edge, importsOf, rel, SRC, text } from './sourceGraph';

/**
 * The console's shape (docs/architecture.md, "The console's shape"), checked on the source files like the server's
 * module shape (apps/server/test/module-shape.test.ts). Biome refuses the same deep imports and circles as you type
 * (biome.json); this test resolves every import, so it also sees what a path pattern cannot.
 */

/** The English text of an i18n key ('ns:key.path'), or undefined. */
function english(key: string): unknown {
  const [ns, rest] = key.split(':') as [string, string];
  const file = path.join(SRC, 'locales/en', `${ns}.json`);
  if (!existsSync(file)) return undefined;
  return rest
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], JSON.parse(text(file)));
}

/** The room of a file: `features/<name>`, `app/session`, `app`, `components`, `lib`, `locales` or `test`. */
function roomOf(file: string): string {
  const [top, second] = rel(file).split('/');
  if (top === 'features') return `features/${second}`;
  if (top === 'app' && second === 'session') return 'app/session';
  return top ?? '';
}

const isFrontDoor = (file: string) => /^(features\/[^/]+|app\/session)\/index\.ts$/.test(rel(file));

/** What is wrong with one import, or null: the rules of the rooms (docs/architecture.md). */
function refusal({ from, to, lazy }: Edge): string | null {
  const a = roomOf(from);
  const b = roomOf(to);
  if (a === b) return null;
  if (a === 'lib' && ['components', 'app', 'app/session'].includes(b)) return 'lib/ imports no component or app';
  if ((a === 'lib' || a === 'components') && b.startsWith('features/')) return 'components/ and lib/ import no feature';
  if (a === 'components' && (b === 'app' || b === 'app/session')) return 'components/ import no app';
  if (a.startsWith('features/') && b === 'app') return 'features use the app only through app/session';
  if ((b.startsWith('features/') || b === 'app/session') && !isFrontDoor(to)) {
    // The app loads each page lazily (a chunk of its own): app/routes.tsx may name page files.
    if (a === 'app' && lazy && /^features\/[^/]+\/pages\//.test(rel(to))) return null;
    return `deep import into ${b}: use its front door (${b}/index.ts)`;
  }
  return null;
}

/** Import circles: the strongly connected components of more than one file (Tarjan). */
function circles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(rel(w));
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('console shape: rooms with a front door', () => {
  const features = readdirSync(path.join(SRC, 'features')).filter((n) =>
    statSync(path.join(SRC, 'features', n)).isDirectory(),
  );

  it.each(features)('features/%s has a front door (index.ts)', (feature) => {
    expect(existsSync(path.join(SRC, 'features', feature, 'index.ts'))).toBe(true);
  });

  it('no import reaches into another feature, up from components/ or lib/, or into the app shell', () => {
    const offenders = EDGES.flatMap((edge) => {
      const why = refusal(edge);
      return why ? [`${rel(edge.from)} -> ${rel(edge.to)}: ${why}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('the import rules see what they look for', () => {
    const at = (file: string) => path.join(SRC, file);
    const edge = (from: string, to: string, lazy = false) => refusal({ from: at(from), to: at(to), lazy });
    expect(edge('features/menu/pages/MenuPage.tsx', 'features/products/api.ts')).toMatch(/deep import/);
    expect(edge('features/menu/pages/MenuPage.tsx', 'features/products/index.ts')).toBeNull();
    expect(edge('features/menu/pages/MenuPage.tsx', 'app/session/session.ts')).toMatch(/deep import/);
    expect(edge('features/menu/pages/MenuPage.tsx', 'app/session/index.ts')).toBeNull();
    expect(edge('features/menu/pages/MenuPage.tsx', 'app/routes.tsx')).toMatch(/app/);
    expect(edge('components/ImageField.tsx', 'features/images/index.ts')).toMatch(/no feature/);
    expect(edge('lib/forms.ts', 'components/DialogErrorLine.tsx')).toMatch(/no component/);
    expect(edge('app/routes.tsx', 'features/menu/pages/MenuPage.tsx', true)).toBeNull();
    expect(edge('app/routes.tsx', 'features/menu/api.ts', true)).toMatch(/deep import/);
    // The parser sees the four forms of import.
    const forms = importsOf(
      at('features/menu/pages/MenuPage.tsx'),
      "import { a } from '../api';\nexport { b } from '../model';\nimport '../menu.css';\nconst c = import('../index');",
    );
    expect(forms.map((e) => rel(e.to))).toEqual([
      'features/menu/api.ts',
      'features/menu/model.ts',
      'features/menu/menu.css',
      'features/menu/index.ts',
    ]);
  });

  it('has no import circles (type-only imports included)', () => {
    expect(circles(EDGES)).toEqual([]);
    const a = path.join(SRC, 'a.ts');
    const b = path.join(SRC, 'b.ts');
    expect(
      circles([
        { from: a, to: b, lazy: false },
        { from: b, to: a, lazy: false },
      ]),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});

describe('console shape: one way per job', () => {
  const pages = CODE.filter((f) => /^features\/[^/]+\/pages\/[^/]+\.tsx$/.test(rel(f)));

  const importsDataPage = (file: string) =>
    /import \{[^}]*\bDataPage\b[^}]*\} from '[./]+components\/DataPage'/.test(text(file));
  // A list page (components/ListPage.tsx: one ListCard in a DataPage) is a DataPage too.
  const importsListPage = (file: string) =>
    /import \{[^}]*\bListPage\b[^}]*\} from '[./]+components\/ListPage'/.test(text(file));

  it('ListPage is built on DataPage', () => {
    expect(text(path.join(SRC, 'components/ListPage.tsx'))).toMatch(
      /import \{[^}]*\bDataPage\b[^}]*\} from '\.\/DataPage'/,
    );
  });

  it.each(pages.map(rel))("%s uses DataPage (itself or through its feature's page block), or says why not", (page) => {
    const file = path.join(SRC, page);
    // A feature's own page block built on DataPage (accounts/components/OpenAccountsPage.tsx) counts as DataPage.
    const usesDataPage =
      importsDataPage(file) ||
      importsListPage(file) ||
      importsOf(file).some(({ to }) => roomOf(to) === roomOf(file) && /\.tsx$/.test(to) && importsDataPage(to));
    expect(usesDataPage || /^\/\/ Not a DataPage: \S.{10,}$/m.test(text(file))).toBe(true);
  });

  /** Number and date formatting calls; lib/ holds the one place of each (lib/format.ts, lib/csv.ts, lib/dateRange.ts). */
  const FORMATTING =
    /\.toFixed\(|\.toLocale(Date|Time)?String\(|\bIntl\.(NumberFormat|DateTimeFormat)\b|\.toISOString\(\)/;

  it('formats amounts and dates only through lib/ (lib/format.ts; lib/csv.ts for files)', () => {
    const offenders = CODE.filter((f) => roomOf(f) !== 'lib').flatMap((f) =>
      text(f)
        .split('\n')
        .flatMap((line, i) => (FORMATTING.test(line) ? [`${rel(f)}:${i + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
    expect(FORMATTING.test('const euros = p.amount.toFixed(2);')).toBe(true);
    expect(FORMATTING.test('new Date().toISOString().slice(0, 10)')).toBe(true);
    expect(FORMATTING.test('formatAmount(p.amount)')).toBe(false);
  });

  /** A zod rule's own message (`.min(1, '…')`, `.refine(f, '…')`, `message: '…'`): the quoted text. */
  const SCHEMA_MESSAGE =
    /\.(?:min|max|length|regex|refine|email|url|int|positive|nonnegative|gte|lte|gt|lt)\((?:[^()']|\([^()]*\))*?,\s*'([^']*)'\s*\)|\bmessage:\s*'([^']*)'/g;
  const MESSAGE_KEY = /^[a-z]+:[\w.]+$/;

  it('form messages follow docs/forms.md: an i18n key with its text, and REQUIRED for an empty required field', () => {
    const messages = CODE.filter((f) => roomOf(f).startsWith('features/') || roomOf(f) === 'components').flatMap((f) =>
      [...text(f).matchAll(SCHEMA_MESSAGE)].map((m) => ({ at: rel(f), message: m[1] ?? m[2] ?? '' })),
    );
    expect(messages.length).toBeGreaterThan(10);
    const wrong = messages.filter(({ message }) => {
      if (!MESSAGE_KEY.test(message)) return true;
      const shown = english(message);
      // "Required" alone is the one REQUIRED message (common:dialog.required), never a copy of it in a namespace.
      return typeof shown !== 'string' || shown === 'Required';
    });
    expect(wrong).toEqual([]);
    expect(english('common:dialog.required')).toBe('Required');
    expect([..."z.string().min(1, 'tables:required')".matchAll(SCHEMA_MESSAGE)].map((m) => m[1])).toEqual([
      'tables:required',
    ]);
  });

  it('the invalidation map names resources whose query keys exist', () => {
    const roots = new Set(
      CODE.flatMap((f) => [...text(f).matchAll(/resourceKeys\('(\w+)'|\ball: \['(\w+)'\] as const/g)]).map(
        (m) => m[1] ?? m[2],
      ),
    );
    const named = Object.entries(ALSO_CHANGES).flatMap(([resource, others]) => [resource, ...others]);
    expect(named.filter((name) => !roots.has(name))).toEqual([]);
  });
});

describe('docs/adding-a-screen.md follows a real screen', () => {
  const doc = readFileSync(path.resolve(SRC, '../../../docs/adding-a-screen.md'), 'utf8');

  it('names files that exist', () => {
    const files = [...doc.matchAll(/`((?:src|apps\/web\/src)\/[\w/.-]+\.(?:tsx?|json|css))`/g)].map((m) =>
      m[1]!.replace(/^apps\/web\//, ''),
    );
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((f) => !existsSync(path.resolve(SRC, '..', f)))).toEqual([]);
  });

  it('names abilities the server knows and i18n keys the locales have', () => {
    const abilities = [...doc.matchAll(/ability[=\s]+["`]([A-Z_]+)["`]/g)].map((m) => m[1]!);
    expect(abilities.length).toBeGreaterThan(0);
    expect(abilities.filter((a) => !(ABILITIES as readonly string[]).includes(a))).toEqual([]);
    const keys = [...doc.matchAll(/'([a-z]+:[\w.]+)'/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => typeof english(k) !== 'string')).toEqual([]);
  });

  it('quotes its worked example from the real files, line for line and in order', () => {
    const excerpts = [...doc.matchAll(/```tsx?\n\/\/ (src\/[\w/.-]+)\n([\s\S]*?)```/g)];
    expect(excerpts.length).toBeGreaterThanOrEqual(3);
    const stale = excerpts.flatMap(([, file, body]) => {
      const lines = text(path.resolve(SRC, '..', file!))
        .split('\n')
        .map((l) => l.trim());
      let at = 0;
      return body!
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .flatMap((line) => {
          const found = lines.indexOf(line, at);
          if (found < 0) return [`${file}: ${line}`];
          at = found + 1;
          return [];
        });
    });
    expect(stale).toEqual([]);
  });
});
