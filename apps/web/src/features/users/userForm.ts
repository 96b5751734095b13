/** The user dialog's form: its values, their schema (derived from the shared user) and the request bodies. */
import {
  type CreateUserInput,
  isTerminalAddress,
  PASSWORD_MIN_LENGTH,
  PINCODE_PATTERN,
  type UpdateUserInput,
  type User,
  userSchema,
  userTypeHasPrinter,
} from '@comptoir/shared';
import { z } from 'zod';

const passwordMin = 'users:validation.passwordMin';

/**
 * The dialog's values, checked before sending: type, abilities and app mode as the shared user has them; username,
 * password, PIN and terminal address with the shared rules and the console's messages. On edit an empty password or
 * PIN leaves it unchanged.
 */
function userFormSchema(mode: 'create' | 'edit') {
  return userSchema.pick({ type: true, abilities: true, appMode: true }).extend({
    username: z
      .string()
      .trim()
      .min(1, 'users:validation.usernameRequired')
      .max(100, 'users:validation.usernameTooLong'),
    password:
      mode === 'create'
        ? z.string().min(1, 'users:validation.passwordRequired').min(PASSWORD_MIN_LENGTH, passwordMin)
        : z.string().refine((v) => v === '' || v.length >= PASSWORD_MIN_LENGTH, passwordMin),
    pincode: z.string().refine((v) => v === '' || PINCODE_PATTERN.test(v), 'users:validation.pincodeFormat'),
    /** Edit only: remove the user's PIN (sent as `pincode: null`). */
    removePincode: z.boolean(),
    terminalIp: z.string().refine((v) => v.trim() === '' || isTerminalAddress(v.trim()), 'users:validation.terminalIp'),
    printerId: z.number().nullable(),
  });
}
export const createUserFormSchema = userFormSchema('create');
export const editUserFormSchema = userFormSchema('edit');
export type UserDraft = z.input<typeof createUserFormSchema>;

export type UserField = 'username' | 'password' | 'type' | 'pincode' | 'terminalIp' | 'printer' | 'abilities';

export function initialDraft(user: User | null): UserDraft {
  return {
    username: user?.username ?? '',
    password: '',
    // Create: type defaults to SERVER (document 1 section 5).
    type: user?.type ?? 'SERVER',
    pincode: '',
    removePincode: false,
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
    // Empty password or PIN: unchanged; a removed PIN is null.
    password: draft.password,
    pincode: draft.removePincode ? null : draft.pincode,
    ...(ctx.isSuper && { terminalIp: draft.terminalIp, appMode: draft.appMode }),
  };
}
