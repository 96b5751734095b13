import { hash, verify } from '@node-rs/argon2';

// 2 = Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2 } as const;

/** Passwords and PINs are hashed with argon2id. */
export function hashSecret(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifySecret(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spend the time of a real verification when there is no user, so timing does not tell which part was wrong. */
export async function verifyAgainstDummy(plain: string): Promise<void> {
  dummy ??= hashSecret('comptoir-dummy-password');
  await verifySecret(await dummy, plain);
}
