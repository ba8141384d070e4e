/**
 * Which courses each student follows (POST /courses/{courseId}/enrol). One document per student and
 * course, unique on `{userId, courseId}`, so two enrolments at once cannot both be created.
 */
import { DuplicateKeyError } from '../errors.ts';
import { createIdGenerator } from '../notifications/ids.ts';
import type { Collection, Database } from './types.ts';

export interface EnrolmentDoc {
  _id: string;
  userId: string;
  /** A course id of the catalogue (its file name), e.g. `y1-physics-1`. */
  courseId: string;
  /** ISO 8601 UTC. */
  enrolledAt: string;
}

export interface EnrolmentRepository {
  /** Enrols the student; `created` is false (and the first enrolment kept) when already enrolled. */
  enrol(userId: string, courseId: string, at: string): Promise<{ enrolment: EnrolmentDoc; created: boolean }>;
  /** False when the student was not enrolled. */
  unenrol(userId: string, courseId: string): Promise<boolean>;
  find(userId: string, courseId: string): Promise<EnrolmentDoc | null>;
  /** The student's enrolments, most recent first. */
  listForUser(userId: string): Promise<EnrolmentDoc[]>;
}

export const ENROLMENTS_COLLECTION = 'enrolments';

export async function createEnrolmentRepository(db: Database): Promise<EnrolmentRepository> {
  const collection: Collection<EnrolmentDoc> = await db.collection<EnrolmentDoc>(ENROLMENTS_COLLECTION);
  await collection.ensureIndex({ fields: ['userId', 'courseId'], unique: true });
  await collection.ensureIndex({ fields: ['userId'] });
  const nextId = createIdGenerator();

  const find = (userId: string, courseId: string) => collection.findOne({ userId, courseId });

  return {
    async enrol(userId, courseId, at) {
      const existing = await find(userId, courseId);
      if (existing) return { enrolment: existing, created: false };
      try {
        const enrolment = await collection.insertOne({ _id: nextId(), userId, courseId, enrolledAt: at });
        return { enrolment, created: true };
      } catch (error) {
        // Another request enrolled the student meanwhile: theirs stands.
        if (!(error instanceof DuplicateKeyError)) throw error;
        const raced = await find(userId, courseId);
        if (!raced) throw error;
        return { enrolment: raced, created: false };
      }
    },

    async unenrol(userId, courseId) {
      return (await collection.deleteOne({ userId, courseId })) > 0;
    },

    find,

    listForUser: (userId) => collection.find({ userId }, { sort: { enrolledAt: -1, _id: -1 } }),
  };
}
