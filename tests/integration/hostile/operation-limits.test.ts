// The gateway's limits on an operation (depth, aliases, tokens, cost) against every operation the
// web app sends: none of them may be refused, however it shares its selections as fragments, and
// an operation built to be expensive still is.
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../web/src/gql/graphql.js';
import { graphql } from '../../support/graphql.js';
import { useStack } from '../../support/stack.js';
import { documentsOf } from '../../support/web-documents.js';

const stack = useStack();

/**
 * Every operation of the web app, by its generated name (fragments come with the operations), as
 * Apollo Client sends it: with __typename in every selection, which the cost counts too.
 */
const operations = documentsOf(generated).flatMap(([name, value]) =>
  value.definitions.some((definition) => definition.kind === 'OperationDefinition')
    ? [{ name, text: print(addTypenameToDocument(value)) }]
    : [],
);

/** Refusals before execution: the limits answer with these codes. */
const refused = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);

describe('operation limits', () => {
  it('the web app has operations to check', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('refuses none of the web app’s operations', async () => {
    const refusals: string[] = [];
    for (const operation of operations) {
      // No variables: an operation that needs some stops at them, after the limits were checked.
      const { errors = [] } = await graphql(stack.gatewayUrl, operation.text);
      for (const error of errors) {
        if (refused.has(String(error.extensions?.code))) {
          refusals.push(`${operation.name}: ${error.message}`);
        }
      }
    }
    expect(refusals).toEqual([]);
  });

  it('still refuses an operation made expensive by its size at depth', async () => {
    // One id asked 300 times at the bottom of a deep path: few tokens, little depth, high cost.
    const ids = Array.from({ length: 300 }, () => 'id').join(' ');
    const chain = (inner: string) => `organisation { somePlaces { ${inner} } }`;
    const query = `{ posts { items { ${chain(chain(`organisation { city { ${ids} } }`))} } } }`;
    const { status, errors = [] } = await graphql(stack.gatewayUrl, query);
    expect(status).toBe(400);
    expect(errors[0]?.message).toMatch(/Query Cost limit of 5000 exceeded/);
  });
});
