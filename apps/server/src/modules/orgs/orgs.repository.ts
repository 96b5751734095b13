import { DEFAULT_TIME_ZONE, type OrgSettings, orgSettingsSchema } from '@comptoir/shared';
import { parseJson } from '../../db/database';
import type { Executor } from '../../lib/tx';

export const orgSettingsRepository = {
  /** Settings JSON -> typed settings; unknown or broken values fall back to their defaults. */
  parse(text: string | null | undefined): OrgSettings {
    const parsed = orgSettingsSchema.safeParse(parseJson<unknown>(text, {}));
    return parsed.success ? parsed.data : orgSettingsSchema.parse({});
  },
};

export const orgsRepository = {
  async timeZone(db: Executor, orgId: number): Promise<string> {
    const row = await db.selectFrom('organization').select('time_zone').where('org_id', '=', orgId).executeTakeFirst();
    return row?.time_zone || DEFAULT_TIME_ZONE;
  },
};
