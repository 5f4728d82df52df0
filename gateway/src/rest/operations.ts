// The api's operations as types, read off the OpenAPI document (api-types.gen.ts): for a path and
// a method, its path parameters, query, JSON body and success answer. The typed calls of
// `TavolaApi` take their arguments and give their answers through these, so no caller names a
// response type of its own and a contract change is a type error where the call is made.
import type { MessageOverrides } from '../errors/normalise.js';
import type { paths } from './api-types.gen.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The api's paths that answer `method`. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

export type Operation<P extends PathWith<M>, M extends Method> = NonNullable<paths[P][M]>;

type Parameters<O> = O extends { parameters: infer X } ? X : never;
type PathParameters<O> = NonNullable<Parameters<O> extends { path?: infer X } ? X : never>;
export type QueryOf<O> = NonNullable<Parameters<O> extends { query?: infer X } ? X : never>;
type QueryIsOptional<O> = Parameters<O> extends { query: unknown } ? false : true;
type RequestBody<O> = NonNullable<O extends { requestBody?: infer B } ? B : never>;
export type BodyOf<O> = [RequestBody<O>] extends [never]
  ? never
  : RequestBody<O> extends { content: { 'application/json': infer J } }
    ? J
    : never;

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Responses<O> = O extends { responses: infer R } ? R : never;

/** The JSON of the operation's success: its 200 answer, or 201 for the writes that create. */
export type Success<O> =
  Responses<O> extends { 200: infer R }
    ? JsonOf<R>
    : Responses<O> extends { 201: infer R }
      ? JsonOf<R>
      : never;

type PathPart<O> = [PathParameters<O>] extends [never]
  ? { path?: never }
  : { path: PathParameters<O> };
type QueryPart<O> = [QueryOf<O>] extends [never]
  ? { query?: never }
  : QueryIsOptional<O> extends true
    ? { query?: QueryOf<O> }
    : { query: QueryOf<O> };
type BodyPart<O> = [BodyOf<O>] extends [never] ? { body?: never } : { body: BodyOf<O> };

/** What one call takes besides its path: path parameters, query and body as the operation has them. */
export type CallOptions<O> = PathPart<O> &
  QueryPart<O> &
  BodyPart<O> & {
    /** Operation-specific wording for SPEC section 8 (OPERATION_ERROR_MESSAGES). */
    messages?: MessageOverrides;
  };

/** The options argument, optional exactly when the operation needs none of them. */
export type CallArgs<O> =
  object extends CallOptions<O> ? [options?: CallOptions<O>] : [options: CallOptions<O>];

/** The path template with its `{name}` parameters filled in, each encoded. */
export function fillPath(
  template: string,
  parameters: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`No value for the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A typed call of one method: a path of the document, its parameters, its success JSON. */
export type Call<M extends Method> = <P extends PathWith<M>>(
  path: P,
  ...[options]: CallArgs<Operation<P, M>>
) => Promise<Success<Operation<P, M>>>;
