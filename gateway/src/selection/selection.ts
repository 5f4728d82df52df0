import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * True when the field's selection asks for nothing beyond `fields` (and `__typename`), looking
 * through inline fragments and named fragment spreads and leaving out what `@skip`/`@include`
 * leave out. Lets a resolver skip a read it would only need for fields nobody asked for.
 */
export function asksOnly(info: GraphQLResolveInfo, fields: readonly string[]): boolean {
  const allowed = new Set([...fields, '__typename']);
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).every((selection) => {
      if (!included(selection, info.variableValues)) return true;
      if (selection.kind === 'Field') return allowed.has(selection.name.value);
      if (selection.kind === 'InlineFragment') return visit(selection.selectionSet);
      const fragment = info.fragments[selection.name.value];
      return fragment !== undefined && visit(fragment.selectionSet);
    });
  return info.fieldNodes.every((node) => visit(node.selectionSet));
}

/**
 * What a write answered, as the GraphQL object it stands for: the written fields alone when the
 * selection asks for no more (no read at all), else the whole object read and the written fields
 * laid over it (the write is the fresher word on them); null when the read finds nothing to show.
 */
export async function answerFromWrite<T extends object | null, W extends object>(
  info: GraphQLResolveInfo,
  written: W,
  read: () => Promise<T>,
): Promise<T> {
  // Only the fields of `written` will be read from it: checked by asksOnly just before.
  if (asksOnly(info, Object.keys(written))) return written as unknown as T;
  const whole = await read();
  return whole === null ? whole : { ...whole, ...written };
}

function included(selection: SelectionNode, variables: GraphQLResolveInfo['variableValues']) {
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
}
