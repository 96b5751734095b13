/** The user dialog's form: its draft, client-side checks (the shared schemas) and the request bodies. */
import {
  type AbilityCode,
  type AppMode,
  type CreateUserInput,
  createUserSchema,
  PASSWORD_MIN_LENGTH,
  type UpdateUserInput,
  type User,
  type UserType,
  updateUserSchema,
  userTypeHasPrinter,
} from '@comptoir/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

export interface UserDraft {
  username: string;
  password: string;
  type: UserType;
  pincode: string;
  terminalIp: string;
  printerId: number | null;
  abilities: AbilityCode[];
  appMode: AppMode;
}
export type UserField = 'username' | 'password' | 'type' | 'pincode' | 'terminalIp' | 'printer' | 'abilities';

export function initialDraft(user: User | null): UserDraft {
  return {
    username: user?.username ?? '',
    password: '',
    // Create: type defaults to SERVER (document 1 section 5).
    type: user?.type ?? 'SERVER',
    pincode: '',
    terminalIp: user?.terminalIp ?? '',
    printerId: user?.printer?.id ?? null,
    abilities: user?.abilities ?? [],
    appMode: user?.appMode ?? 'APP',
  };
}

export interface FormContext {
  isSuper: boolean;
  /** False when the printer list cannot be had: the printer is then left as it is. */
  printersAvailable: boolean;
}

/** `printer` of a body: only REGISTER and MAIN have one; absent when the choice was not offered. */
function printerOf(draft: UserDraft, ctx: FormContext) {
  if (!ctx.printersAvailable) return undefined;
  return userTypeHasPrinter(draft.type) && draft.printerId !== null ? { id: draft.printerId } : null;
}

export function createBody(draft: UserDraft, ctx: FormContext): CreateUserInput {
  return {
    username: draft.username,
    password: draft.password,
    type: draft.type,
    pincode: draft.pincode,
    abilities: draft.abilities,
    printer: printerOf(draft, ctx),
    // Super-user-only: the server ignores it from others anyway.
    ...(ctx.isSuper && { terminalIp: draft.terminalIp }),
  };
}

export function updateBody(draft: UserDraft, ctx: FormContext): UpdateUserInput {
  return {
    username: draft.username,
    type: draft.type,
    abilities: draft.abilities,
    printer: printerOf(draft, ctx),
    // Empty password or PIN: unchanged.
    password: draft.password,
    pincode: draft.pincode,
    ...(ctx.isSuper && { terminalIp: draft.terminalIp, appMode: draft.appMode }),
  };
}

const MESSAGE_KEYS: Partial<Record<UserField, (value: string) => string>> = {
  username: (v) => (v.trim() === '' ? 'validation.usernameRequired' : 'validation.usernameTooLong'),
  password: (v) => (v === '' ? 'validation.passwordRequired' : 'validation.passwordMin'),
  pincode: () => 'validation.pincodeFormat',
  terminalIp: () => 'validation.terminalIp',
};

/**
 * Checks a body with the shared schema before sending it. Answers an ApiError shaped like the server's 400 (so the
 * dialog shows it the same way), with translated field messages, or null when the body is valid.
 */
export function checkBody(
  body: CreateUserInput | UpdateUserInput,
  mode: 'create' | 'edit',
  t: TFunction<'users'>,
): ApiError | null {
  const result = (mode === 'create' ? createUserSchema : updateUserSchema).safeParse(body);
  if (result.success) return null;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_') as UserField;
    const value = String((body as Record<string, unknown>)[field] ?? '');
    const key = MESSAGE_KEYS[field]?.(value);
    fieldErrors[field] ??= key ? t(key as 'validation.passwordMin', { count: PASSWORD_MIN_LENGTH }) : issue.message;
  }
  return new ApiError(400, 'VALIDATION', 'Invalid input', fieldErrors);
}
