import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * True when the field's selection asks for nothing beyond `fields` (and `__typename`), looking
 * through inline fragments and named fragment spreads. Lets a resolver skip a read it would only
 * need for fields nobody asked for.
 */
export function asksOnly(info: GraphQLResolveInfo, fields: readonly string[]): boolean {
  const allowed = new Set([...fields, '__typename']);
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).every((selection) => {
      if (selection.kind === 'Field') return allowed.has(selection.name.value);
      if (selection.kind === 'InlineFragment') return visit(selection.selectionSet);
      const fragment = info.fragments[selection.name.value];
      return fragment !== undefined && visit(fragment.selectionSet);
    });
  return info.fieldNodes.every((node) => visit(node.selectionSet));
}
