import { createHash } from 'node:crypto';
import type { Collection, Database } from './types.ts';

/**
 * A single-use ticket for the notifications stream (GET /notifications?token=...). Only the
 * SHA-256 of the ticket is stored, so a copy of the database holds no usable tickets.
 */
export interface TicketDoc {
  /** base64url SHA-256 of the ticket. */
  _id: string;
  userId: string;
  /** The session that asked for it: the stream ends when that session does. */
  sessionId: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC. */
  expiresAt: string;
}

export interface TicketRepository {
  create(ticket: string, input: Omit<TicketDoc, '_id'>): Promise<void>;
  /**
   * Uses the ticket up: returns its document when it existed and had not expired at `now`, and
   * deletes it, so a second use (in any process) gets null. The delete is the atomic step.
   */
  consume(ticket: string, now: string): Promise<TicketDoc | null>;
  /** Deletes tickets that expired before `now`; returns how many. */
  deleteExpired(now: string): Promise<number>;
}

export const TICKETS_COLLECTION = 'streamTickets';

export const hashTicket = (ticket: string): string => createHash('sha256').update(ticket).digest('base64url');

export async function createTicketRepository(db: Database): Promise<TicketRepository> {
  const collection: Collection<TicketDoc> = await db.collection<TicketDoc>(TICKETS_COLLECTION);
  await collection.ensureIndex({ fields: ['expiresAt'] });

  return {
    async create(ticket, input) {
      await collection.insertOne({ ...input, _id: hashTicket(ticket) });
    },

    async consume(ticket, now) {
      const _id = hashTicket(ticket);
      const doc = await collection.findOne({ _id });
      if (!doc) return null;
      // Only the caller whose delete removed the document may use it (both engines delete atomically).
      const deleted = await collection.deleteOne({ _id, expiresAt: { $gt: now } });
      return deleted === 1 ? doc : null;
    },

    deleteExpired: (now) => collection.deleteMany({ expiresAt: { $lte: now } }),
  };
}
