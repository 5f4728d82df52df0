// Texts the api's database cannot hold (U+0000, lone surrogates), through the real gateway and on
// the real api: the gateway refuses them in variables and literals, over HTTP and WebSocket, with
// 422 FieldInvalid naming the argument and no api call; what reaches the api (a name with a
// control character, a link that is no web address) is refused there and passed on as given.
// Nothing is stored either way. docs/hostile-suite.md lists the cases.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphql, graphqlOverWebSocket } from '../../support/graphql.js';
import { peopleOf } from '../../support/people.js';
import { RUNS } from '../../support/hostile.js';
import { useStack } from '../../support/stack.js';

const stack = useStack({ countCalls: true });
const people = peopleOf(stack);

const REFUSED = 'The text contains characters that are not allowed';

/** Texts holding U+0000 or an unpaired surrogate somewhere among ordinary characters. */
const unstorableTexts = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`)
  // A high surrogate right before a generated low one would make a pair.
  .filter((text) => text.includes('\u0000') || encodeURIComponentFails(text));

/** encodeURIComponent throws on exactly the unpaired surrogates. */
function encodeURIComponentFails(text: string): boolean {
  try {
    encodeURIComponent(text);
    return false;
  } catch {
    return true;
  }
}

const SEND =
  'mutation ($chatId: ID!, $text: String) { sendMessage(chatId: $chatId, text: $text) { id } }';
const SEARCH = 'query ($query: String!) { search(query: $query) { items { __typename } } }';

function expectTextRefused(
  errors: { extensions?: Record<string, unknown> }[] | undefined,
  field: string,
) {
  expect(errors).toHaveLength(1);
  expect(errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    status: 'FieldInvalid',
    httpStatus: 422,
    message: REFUSED,
    fieldErrors: { [field]: REFUSED },
  });
}

async function chatOf(): Promise<{ token: string; chatId: string }> {
  const sender = await people.demo('user14');
  const other = await people.demo('user15');
  const { startChat } = await sender.ok<{ startChat: { id: string } }>(
    'mutation ($userId: ID) { startChat(userId: $userId) { id } }',
    { userId: other.id },
  );
  return { token: sender.token, chatId: startChat.id };
}

describe('the gateway refuses texts the api cannot keep, before any api call', () => {
  it('in variables over HTTP: a message, a search', async () => {
    const { token, chatId } = await chatOf();
    await fc.assert(
      fc.asyncProperty(unstorableTexts, async (text) => {
        stack.proxy.reset();
        const sent = await graphql(stack.gatewayUrl, SEND, { chatId, text }, { token });
        expect(sent.status).toBe(422);
        expect(sent.data ?? undefined).toBeUndefined();
        expectTextRefused(sent.errors, 'text');
        const searched = await graphql(stack.gatewayUrl, SEARCH, { query: text });
        expect(searched.status).toBe(422);
        expectTextRefused(searched.errors, 'query');
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    const stored = await fetch(`${stack.apiUrl}/api/v2/messages?chatId=${chatId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await stored.json()) as { data: { messages: unknown[] } }).data.messages).toEqual([]);
  });

  it('a lone surrogate as raw JSON, and a nested input', async () => {
    stack.proxy.reset();
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":${JSON.stringify(SEARCH)},"variables":{"query":"caf\\ud83d"}}`,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expectTextRefused(body.errors, 'query');

    const owner = await people.demo('owner1');
    const nested = await owner.gql(
      'mutation ($input: OrganisationInput!) { createOrganisation(input: $input) { id } }',
      { input: { name: 'Chain\u0000' } },
    );
    expectTextRefused(nested.errors, 'input.name');
    expect(stack.proxy.calls).toEqual([]);
  });

  it('in a string literal, and over WebSocket', async () => {
    stack.proxy.reset();
    const literal = await graphql(
      stack.gatewayUrl,
      '{ search(query: "caf\\u0000e") { items { __typename } } }',
    );
    expect(literal.status).toBe(422);
    expectTextRefused(literal.errors, 'query');
    const overSocket = await graphqlOverWebSocket(stack.gatewayUrl, SEARCH, { query: 'a\u0000' });
    expect(overSocket.data ?? undefined).toBeUndefined();
    expectTextRefused(overSocket.errors, 'query');
    expect(stack.proxy.calls).toEqual([]);
    // The gateway still answers a normal search.
    const normal = await graphql(stack.gatewayUrl, SEARCH, { query: 'caf' });
    expect(normal.errors).toBeUndefined();
  });
});

describe('the api refuses what the gateway passes on, and the gateway says so', () => {
  it("a chain's name with a control character: the api's 422, nothing stored", async () => {
    const owner = await people.demo('owner1');
    const refused = await owner.gql(
      'mutation ($input: OrganisationInput!) { createOrganisation(input: $input) { id } }',
      { input: { name: 'Bell\u0007Group' } },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 'FieldInvalid',
      httpStatus: 422,
      fieldErrors: { name: REFUSED },
    });
    const listed = await fetch(`${stack.apiUrl}/api/v1/organisations?query=Bell&limit=50`);
    const { data } = (await listed.json()) as { data: { organisations: { name: string }[] } };
    expect(data.organisations.map((chain) => chain.name)).not.toContain('Bell\u0007Group');
  });

  it('on the api directly: a message, a search and a path', async () => {
    const { token, chatId } = await chatOf();
    const sent = await fetch(`${stack.apiUrl}/api/v2/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: `{"chatId":"${chatId}","text":"half \\udc00 pair"}`,
    });
    expect(sent.status).toBe(422);
    expect(await sent.json()).toMatchObject({
      code: 422,
      status: 'FieldInvalid',
      messageUI: { message: REFUSED },
      data: { errors: { text: REFUSED } },
    });
    const searched = await fetch(`${stack.apiUrl}/api/v1/users?query=%00`);
    expect(searched.status).toBe(422);
    const path = await fetch(`${stack.apiUrl}/api/v1/places/grill%00`);
    expect(path.status).toBe(422);
    expect(await path.json()).toMatchObject({ data: { errors: { path: REFUSED } } });
  });
});
