import {
  getNamedType,
  isInputObjectType,
  isObjectType,
  Kind,
  parse,
  type GraphQLNamedType,
  type GraphQLType,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_LABEL_KEYS, pageMyNewslettersSubscriptionsQuery } from '@portail/contracts';
import { newsletterSubscriptionChangeSample, newslettersPageSample } from '@portail/contracts/wire-samples';
import { newsletterLabels } from './newsletter-catalogue.ts';
import { newsletterSchema } from './newsletter-schema.ts';

/** A field tree: each field's own tree, or true for a leaf. */
type Tree = { [field: string]: Tree | true };

/** The fields of a value, as a tree (an array's from its first item). */
function valueTree(value: unknown): Tree | true {
  const item = Array.isArray(value) ? value[0] : value;
  if (typeof item !== 'object' || item === null) return true;
  return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, valueTree(field)]));
}

/** The fields of a schema type, as a tree. */
function typeTree(type: GraphQLNamedType): Tree | true {
  if (!isObjectType(type) && !isInputObjectType(type)) return true;
  return Object.fromEntries(
    Object.values(type.getFields()).map((field) => [
      field.name,
      typeTree(getNamedType(field.type as GraphQLType)),
    ]),
  );
}

/** The fields a selection set asks for, as a tree. */
function selectionTree(selectionSet: SelectionSetNode | undefined): Tree | true {
  if (!selectionSet) return true;
  const tree: Tree = {};
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) tree[selection.name.value] = selectionTree(selection.selectionSet);
  }
  return tree;
}

const schemaType = (name: string) => newsletterSchema.getType(name) as GraphQLNamedType;

describe('the newsletters page on /graphql and in @portail/contracts', () => {
  it('declares in its schema exactly the page data and the subscription input of the contract', () => {
    expect(typeTree(schemaType('NewslettersPageData'))).toEqual(valueTree(newslettersPageSample.data));
    expect(Object.keys(typeTree(schemaType('NewslettersPage')))).toEqual(
      Object.keys(valueTree(newslettersPageSample)),
    );
    expect(typeTree(schemaType('SubscriptionsInput'))).toEqual(valueTree(newsletterSubscriptionChangeSample));
  });

  it('answers every label of the contract, and no other', () => {
    expect(Object.keys(newsletterLabels).sort()).toEqual([...NEWSLETTER_LABEL_KEYS].sort());
    expect(Object.keys(typeTree(schemaType('NewsletterLabels'))).sort()).toEqual(
      [...NEWSLETTER_LABEL_KEYS].sort(),
    );
  });

  it('is asked for by Mon compte’s page query, every field of the contract’s page data', () => {
    const [operation] = parse(pageMyNewslettersSubscriptionsQuery).definitions;
    const page =
      operation?.kind === Kind.OPERATION_DEFINITION ? selectionTree(operation.selectionSet) : undefined;
    const data = (page as Tree)['pageMyNewslettersSubscriptions'] as Tree;
    expect(data['data']).toEqual(valueTree(newslettersPageSample.data));
  });
});
