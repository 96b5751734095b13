import {
  type CustomFlag,
  type CustomFlagInput,
  FLAG_DEFINITIONS,
  type FlagValue,
  flagDefinition,
  readFlagValue,
  storedFlagValue,
} from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { type Actor, editLog } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';
import { groupsService } from '../groups';
import { type FlagRow, flagsRepository as repo } from './flags.repository';

const toFlag = (row: FlagRow): CustomFlag => ({
  customFlagId: row.id,
  flagName: row.flag_name,
  flagValue: readFlagValue(row.flag_value),
});

/** Every known flag: the stored one, else its default (customFlagId null). Stored names no longer known are kept. */
async function listFlags(org: OrgDb): Promise<CustomFlag[]> {
  const rows = await repo.list(org);
  const stored = new Map(rows.map((r) => [r.flag_name, r]));
  const known = FLAG_DEFINITIONS.map((def) => {
    const row = stored.get(def.name);
    return row ? toFlag(row) : { customFlagId: null, flagName: def.name, flagValue: def.defaultValue };
  });
  const unknown = rows.filter((r) => !flagDefinition(r.flag_name)).map(toFlag);
  return [...known, ...unknown];
}

/**
 * The text each flag stores (null: none), checked against its kind; a popup-menu slot must name a live group of the
 * organisation (0 is none). All problems answer one 400 with a message per field, before anything is written.
 */
async function checkValues(
  org: OrgDb,
  flags: { flagName: string; flagValue: FlagValue }[],
  field: (i: number) => string,
): Promise<(string | null)[]> {
  const errors: Record<string, string> = {};
  let groups: Map<number, number | null> | undefined;
  const texts: (string | null)[] = [];
  for (const [i, flag] of flags.entries()) {
    const checked = storedFlagValue(flag.flagName, flag.flagValue);
    if (!checked.ok) {
      errors[field(i)] = checked.message;
      texts.push(null);
      continue;
    }
    if (flagDefinition(flag.flagName)?.kind === 'group' && checked.text !== '0') {
      groups ??= await groupsService.parents(org);
      if (!groups.has(Number(checked.text))) errors[field(i)] = 'Choose a product group of this organisation or none';
    }
    texts.push(checked.text);
  }
  if (Object.keys(errors).length > 0) throw badRequest(`Invalid flags: ${Object.keys(errors).join(', ')}`, errors);
  return texts;
}

/** Writes one flag's stored text (null removes the row: the flag reads as its default again). */
async function write(
  db: Executor,
  actor: Actor,
  at: number,
  before: FlagRow | undefined,
  name: string,
  text: string | null,
) {
  const org = orgDb(db, actor.orgId);
  const log = editLog(db, actor, at);
  if (text === null) {
    if (before) {
      await repo.delete(org, before.id);
      await log.deleted('flag', before.id, toFlag(before));
    }
    return;
  }
  if (!before) {
    const id = await repo.insert(org, { flag_name: name, flag_value: text, updated_at: at });
    await log.created('flag', id, toFlag((await repo.find(org, id))!));
  } else if (before.flag_value !== text) {
    await repo.update(org, before.id, { flag_value: text, updated_at: at });
    await log.updated('flag', before.id, toFlag(before), toFlag((await repo.find(org, before.id))!));
  }
}

/** Custom website flags (document 2): super users only, enforced by the routes. */
export const flagsService = {
  list: (org: OrgDb) => listFlags(org),

  /**
   * POST /flags: the whole list. A flag with customFlagId 0/null is matched by name (so posting the defaults back
   * does not make duplicates); a non-zero id must be this organisation's flag of that name (else 404). Blank texts
   * become none. Flags left out of the list are left as they are. Answers the list as GET does.
   */
  async save(ctx: ServerContext, actor: Actor, input: CustomFlagInput[]): Promise<CustomFlag[]> {
    const at = ctx.now();
    return inOrgTransaction(actor, async (org) => {
      const rows = await repo.list(org);
      const byName = new Map(rows.map((r) => [r.flag_name, r]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const flag of input) {
        const id = flag.customFlagId ?? 0;
        if (id !== 0 && byId.get(id)?.flag_name !== flag.flagName) throw notFound(`Flag ${id}`);
      }
      const texts = await checkValues(org, input, (i) => `${i}.flagValue`);
      for (const [i, flag] of input.entries()) {
        await write(org.db, actor, at, byName.get(flag.flagName), flag.flagName, texts[i]!);
      }
      return listFlags(org);
    });
  },

  /** PATCH /flags/{id}: a new value for a stored flag; a blank text removes it (it reads as none). */
  async update(
    ctx: ServerContext,
    actor: Actor,
    id: number,
    input: { flagName?: string; flagValue: FlagValue },
  ): Promise<CustomFlag> {
    const at = ctx.now();
    return inOrgTransaction(actor, async (org) => {
      const before = await repo.find(org, id);
      if (!before) throw notFound('Flag');
      if (input.flagName !== undefined && input.flagName !== before.flag_name) {
        throw badRequest('A flag keeps its name', { flagName: `This flag is ${before.flag_name}` });
      }
      const [text] = await checkValues(
        org,
        [{ flagName: before.flag_name, flagValue: input.flagValue }],
        () => 'flagValue',
      );
      await write(org.db, actor, at, before, before.flag_name, text ?? null);
      const after = await repo.find(org, id);
      return after
        ? toFlag(after)
        : {
            customFlagId: null,
            flagName: before.flag_name,
            flagValue: flagDefinition(before.flag_name)?.defaultValue ?? null,
          };
    });
  },

  /** DELETE /flags/{id}: the flag reads as its default again. */
  async remove(ctx: ServerContext, actor: Actor, id: number): Promise<{ customFlagId: number }> {
    return inOrgTransaction(actor, async (org) => {
      const before = await repo.find(org, id);
      if (!before) throw notFound('Flag');
      await write(org.db, actor, ctx.now(), before, before.flag_name, null);
      return { customFlagId: id };
    });
  },
};
