import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1): about 25 ms a hash on one core here.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when no user matches, so timing does not reveal accounts. */
let dummy: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword("dizilog-dummy-password");
  await verifyPassword(await dummy, password);
  return false;
}
