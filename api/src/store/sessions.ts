import type { Collection, Database } from './types.ts';

/**
 * One issued access token. The token (a JWT) carries the session id as `sid`; a request is
 * authenticated only while its session exists, has not expired and has not been revoked.
 */
export interface Session {
  /** The `sid` claim of the token. */
  _id: string;
  userId: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC; equals the token's `exp`. */
  expiresAt: string;
  /** ISO 8601 UTC; set by sign-out. */
  revokedAt?: string;
}

export interface SessionRepository {
  create(input: Session): Promise<Session>;
  findById(id: string): Promise<Session | null>;
  /** Marks the session revoked (once); returns whether an active session was revoked. */
  revoke(id: string, at: string): Promise<boolean>;
  /** Deletes sessions that expired before `before` (ISO string); returns how many. */
  deleteExpired(before: string): Promise<number>;
}

export const SESSIONS_COLLECTION = 'sessions';

export async function createSessionRepository(db: Database): Promise<SessionRepository> {
  const collection: Collection<Session> = await db.collection<Session>(SESSIONS_COLLECTION);
  await collection.ensureIndex({ fields: ['userId'] });
  await collection.ensureIndex({ fields: ['expiresAt'] });

  return {
    create: (input) => collection.insertOne(input),
    findById: (id) => collection.findOne({ _id: id }),
    async revoke(id, at) {
      const { matched } = await collection.updateOne(
        { _id: id, revokedAt: { $exists: false } },
        { $set: { revokedAt: at } },
      );
      return matched > 0;
    },
    deleteExpired: (before) => collection.deleteMany({ expiresAt: { $lt: before } }),
  };
}
