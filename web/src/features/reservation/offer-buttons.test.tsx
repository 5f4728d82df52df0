import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import * as messages from '../../lib/messages';
import { OfferButtons } from './offer-buttons';
import { AcceptOfferDocument } from '../../gql/graphql';

const entryId = 'a'.repeat(24);
const expired = 'This offer has expired and the table went to the next in line';

/** A place in line whose entry the refetch after an answer removes, as the lists do. */
function PlaceInLine() {
  const [inLine, setInLine] = useState(true);
  return inLine ? <OfferButtons entryId={entryId} onAnswered={() => setInLine(false)} /> : null;
}

describe('the offer buttons', () => {
  it('say a refused Accept in the snackbar, which stays when the entry leaves the list', async () => {
    renderInApp(<PlaceInLine />, [
      {
        request: { query: AcceptOfferDocument, variables: { id: entryId } },
        result: {
          errors: [
            new GraphQLError(expired, {
              extensions: {
                code: 'BAD_USER_INPUT',
                status: 'LogicalError',
                httpStatus: 422,
                message: expired,
              },
            }),
          ],
        },
      },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: messages.waitlist.accept }));

    expect(await screen.findByText(expired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.waitlist.accept })).toBeNull();
  });
});
