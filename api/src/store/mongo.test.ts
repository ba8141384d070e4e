import { MongoServerError } from 'mongodb';
import { DuplicateKeyError } from '../errors.ts';
import { isMongoDuplicateKeyError, mapMongoError } from './mongo.ts';

/** The E11000 mapping, with the driver's real error class (no server needed; the contract suite covers the rest). */

test('maps E11000 from the driver to DuplicateKeyError and leaves other errors alone', () => {
  const duplicate = new MongoServerError({
    message:
      'E11000 duplicate key error collection: nibras.users index: email_1 dup key: { email: "a@b.co" }',
    code: 11000,
  });
  expect(isMongoDuplicateKeyError(duplicate)).toBe(true);
  const mapped = mapMongoError(duplicate, 'users');
  expect(mapped).toBeInstanceOf(DuplicateKeyError);
  expect(mapped).toMatchObject({ status: 409, collection: 'users', cause: duplicate });

  const other = new MongoServerError({ message: 'not authorized', code: 13 });
  expect(isMongoDuplicateKeyError(other)).toBe(false);
  expect(mapMongoError(other, 'users')).toBe(other);
  expect(isMongoDuplicateKeyError(null)).toBe(false);
});
