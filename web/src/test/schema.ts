import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

// Under jsdom the module's URL is not a file one; the file's own folder is.
const schemaDir = path.resolve(import.meta.dirname, '../../../schema');

/** The gateway's schema, from schema/*.graphql, for tests that check documents or types by it. */
export function loadSchema(): GraphQLSchema {
  return buildSchema(
    readdirSync(schemaDir)
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => readFileSync(path.join(schemaDir, file), 'utf8'))
      .join('\n'),
  );
}
