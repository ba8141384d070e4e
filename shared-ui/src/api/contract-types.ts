// The types of the API client's calls, read off the generated contract (schema.gen.ts, made from the
// API's /openapi.json): which paths take which method, what body they take, what they answer. A call
// to a path or with a body the API does not have fails to type-check.
import type { paths } from './schema.gen';

export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The paths that answer method M (path templates, e.g. `/uploads/{id}`). */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P;
}[keyof paths];

type Content<T> = T extends { content: infer C }
  ? C extends { 'application/json': infer Json }
    ? Json
    : C extends { 'multipart/form-data': unknown }
      ? FormData
      : C extends { 'text/event-stream': unknown }
        ? never
        : unknown
  : undefined;

/** The body a call sends: the JSON schema's type, or FormData for a multipart route. */
export type RequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: infer R } ? Content<NonNullable<R>> : never;

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers (the 2xx response's JSON; undefined for 204). */
export type ResponseBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? Content<R[Extract<keyof R, SuccessStatus>]> : never;

/** The path parameters of a path template (`{ id: string }` for `/uploads/{id}`). */
export type PathParams<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { path?: infer A } } ? NonNullable<A> : never;

/** `/uploads/{id}` with `{ id: 'x y' }` -> `/uploads/x%20y`. A missing parameter is an error. */
export function fillPath(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
