/**
 * Accounts. A user record never holds the password: hashes live in a separate map that only
 * `checkPassword` and `setPassword` touch, so no code path can serialize one by accident.
 * Emails are unique, compared trimmed and lower-cased.
 */
import { randomBytes } from 'node:crypto';
import type { SignupRequest } from '../contract/api-types.js';
import type { PasswordHasher } from './passwords.js';

export interface UserRecord {
  readonly _id: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly username: string;
  readonly email: string;
  readonly phone: string;
}

/** What a sign-up gives: its form (openapi.yaml's SignupRequest), the password still in clear. */
export type NewUser = SignupRequest['user_data'];

export type UserChanges = Pick<UserRecord, 'firstname' | 'lastname' | 'phone'>;

export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
  constructor(email: string) {
    super(`An account already uses ${email}`);
  }
}

export interface Users {
  /** Creates an account (password hashed). Throws EmailTakenError when the email is in use. */
  register(input: NewUser, id?: string): Promise<UserRecord>;
  findByEmail(email: string): UserRecord | undefined;
  byId(id: string): UserRecord | undefined;
  /** The account when email and password match, else undefined (same time either way). */
  checkPassword(email: string, password: string): Promise<UserRecord | undefined>;
  update(id: string, changes: UserChanges): UserRecord | undefined;
  setPassword(id: string, password: string): Promise<void>;
  remove(id: string): boolean;
  readonly count: number;
}

/** How the store seeds accounts (./index.ts), outside the repository's interface. */
export interface UserSeeding {
  /** Restores an account with an already computed hash (seeding the demo account without re-hashing). */
  restore(record: UserRecord, passwordHash: string): void;
  /** The stored hash, for the seed. Never sent anywhere. */
  passwordHashOf(id: string): string | undefined;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createUsers(hasher: PasswordHasher): Users & UserSeeding {
  const byId = new Map<string, UserRecord>();
  const idByEmail = new Map<string, string>();
  const hashes = new Map<string, string>();

  const insert = (record: UserRecord, passwordHash: string) => {
    const key = normalizeEmail(record.email);
    if (idByEmail.has(key)) throw new EmailTakenError(record.email);
    byId.set(record._id, record);
    idByEmail.set(key, record._id);
    hashes.set(record._id, passwordHash);
  };

  const findByEmail = (email: string) => {
    const id = idByEmail.get(normalizeEmail(email));
    return id === undefined ? undefined : byId.get(id);
  };

  return {
    async register(input, id = randomBytes(12).toString('hex')) {
      if (findByEmail(input.email)) throw new EmailTakenError(input.email);
      const passwordHash = await hasher.hash(input.password);
      const record: UserRecord = {
        _id: id,
        firstname: input.firstname,
        lastname: input.lastname,
        username: input.username,
        email: input.email.trim(),
        phone: input.phone,
      };
      insert(record, passwordHash); // checks the email again: another signup may have won while hashing
      return record;
    },
    findByEmail,
    byId: (id) => byId.get(id),
    async checkPassword(email, password) {
      const user = findByEmail(email);
      const stored = user && hashes.get(user._id);
      if (!user || !stored) return hasher.verifyNothing(password).then(() => undefined);
      return (await hasher.verify(password, stored)) ? user : undefined;
    },
    update(id, changes) {
      const current = byId.get(id);
      if (!current) return undefined;
      const updated = { ...current, firstname: changes.firstname, lastname: changes.lastname, phone: changes.phone };
      byId.set(id, updated);
      return updated;
    },
    async setPassword(id, password) {
      if (!byId.has(id)) return;
      const passwordHash = await hasher.hash(password);
      if (byId.has(id)) hashes.set(id, passwordHash);
    },
    remove(id) {
      const record = byId.get(id);
      if (!record) return false;
      byId.delete(id);
      idByEmail.delete(normalizeEmail(record.email));
      hashes.delete(id);
      return true;
    },
    get count() {
      return byId.size;
    },
    restore: insert,
    passwordHashOf: (id) => hashes.get(id),
  };
}
