import type { Collection, Database } from './types.ts';

export const SUPPORT_REQUEST_STATUSES = ['open', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/** A message sent to the support team (settings > help & support). */
export interface SupportRequest {
  _id: string;
  subject: string;
  message: string;
  /** Reply address given by a signed-out sender. */
  email?: string;
  status: SupportRequestStatus;
  /** The signed-in sender, when the request carried a valid bearer token. */
  userId?: string;
  /** ISO 8601 UTC. */
  createdAt: string;
}

export type NewSupportRequest = Pick<
  SupportRequest,
  'subject' | 'message' | 'email' | 'userId' | 'createdAt'
>;

export interface SupportRequestRepository {
  create(input: NewSupportRequest): Promise<SupportRequest>;
  findById(id: string): Promise<SupportRequest | null>;
  /** Newest first. */
  listRecent(limit: number): Promise<SupportRequest[]>;
}

export const SUPPORT_REQUESTS_COLLECTION = 'supportRequests';

export async function createSupportRequestRepository(db: Database): Promise<SupportRequestRepository> {
  const collection: Collection<SupportRequest> =
    await db.collection<SupportRequest>(SUPPORT_REQUESTS_COLLECTION);
  await collection.ensureIndex({ fields: ['createdAt'] });

  return {
    create: (input) => collection.insertOne({ ...input, status: 'open' }),
    findById: (id) => collection.findOne({ _id: id }),
    listRecent: (limit) => collection.find({}, { sort: { createdAt: -1 }, limit }),
  };
}
