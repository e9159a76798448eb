/**
 * TypeBox schemas derived from a resource definition (src/shared/resource.ts;
 * docs/decisions.md#resource-definitions): the entity every endpoint answers, and the create
 * and update bodies with the definition's rules. A rule's message is its translation key (the key
 * the admin shows on the field) with the rule's bounds for `{{min}}` / `{{max}}`, held by the
 * schema with its English text (server/http/localize.ts `schemaMessage`), so that a 422 is
 * worded in the caller's language; names and descriptions follow the one text rule
 * ({@link NameString} / {@link FreeText}), named by the field's English label.
 *
 * Throws at start-up (a programming error) when a field's kind needs a schema the definition
 * cannot give (`custom`) and the routes file passes none, or a rule has no message.
 */
import { Type, type TObject, type TSchema } from '@fastify/type-provider-typebox';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { fieldLabelOf, hasValueRules, itemFieldLabelOf, messageValuesOf, type FieldDefinition, type ResourceDefinition } from '../../src/shared/resource';
import { englishText, keyed, schemaMessage } from '../http/localize';
import { FreeText, Id, IdList, NamedRef, NameString, Nullable, Timestamp } from './schemas';

/** Schemas the routes file gives for fields the definition does not describe (`custom`), by field. */
export type FieldSchemas = Readonly<Record<string, TSchema>>;

/**
 * A localized field's value (FieldDefinition.localized): `text` for English, and for each other
 * site language `text` or null (not written yet), unknown languages refused.
 */
const localizedSchema = (text: TSchema): TObject =>
  Type.Object(
    Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, lng === 'en' ? text : Type.Optional(Nullable(text))])),
    { additionalProperties: false, description: 'A text per site language: English required, the others optional' },
  );

/** The schema of a field in answers: its kind, null allowed when nullable. */
function answerSchema(field: FieldDefinition, name: string, given: FieldSchemas): TSchema {
  if (given[name]) return given[name];
  if (field.localized) {
    const base = localizedSchema(Type.String());
    return field.nullable ? Nullable(base) : base;
  }
  const base = ((): TSchema => {
    switch (field.kind) {
      case 'id':
      case 'reference':
        return Id;
      case 'text':
      case 'code':
      case 'multiline':
      case 'markdown':
      case 'email':
        return Type.String();
      case 'integer':
        return Type.Integer();
      case 'number':
        return Type.Number();
      case 'boolean':
        return Type.Boolean();
      case 'date':
        return Type.String({ format: 'date' });
      case 'datetime':
        return Timestamp;
      case 'enum':
        return Type.Enum([...(field.values ?? [])]);
      case 'enums':
        return Type.Array(Type.Enum([...(field.values ?? [])]));
      case 'array':
        return Type.Array(
          Type.Object(Object.fromEntries(Object.entries(field.fields ?? {}).map(([item, spec]) => [item, answerSchema(spec, `${name}.${item}`, given)]))),
        );
      case 'references':
        return Type.Array(Id);
      case 'named-refs':
        return Type.Array(NamedRef);
      case 'custom':
        throw new Error(`Field ${name} is custom: the routes file must give its schema`);
    }
  })();
  return field.nullable ? Nullable(base) : base;
}

/** The schema of a field in write bodies, with its rules and message (`label`: its English name, default the definition's). */
function writeSchema(definition: ResourceDefinition, field: FieldDefinition, name: string, given: FieldSchemas, label?: string): TSchema {
  if (given[name]) return given[name];
  const rules = field.rules ?? {};
  const needsMessage = hasValueRules(rules) || field.kind === 'date' || field.kind === 'email';
  if (needsMessage && !rules.message) throw new Error(`${definition.name}.${name}: a rule without a message`);
  const message = rules.message ? keyed(rules.message, messageValuesOf(rules)) : undefined;
  const custom = message ? schemaMessage(message) : {};
  const bounds = {
    ...(rules.minLength !== undefined ? { minLength: rules.minLength } : {}),
    ...(rules.maxLength !== undefined ? { maxLength: rules.maxLength } : {}),
    ...(rules.pattern !== undefined ? { pattern: rules.pattern } : {}),
  };
  const numeric = { ...(rules.min !== undefined ? { minimum: rules.min } : {}), ...(rules.max !== undefined ? { maximum: rules.max } : {}) };
  const items = { ...(rules.minItems !== undefined ? { minItems: rules.minItems } : {}), ...(rules.maxItems !== undefined ? { maxItems: rules.maxItems } : {}) };
  const base = ((): TSchema => {
    switch (field.kind) {
      case 'text':
      case 'multiline':
      case 'markdown': {
        const text = { maxLength: rules.maxLength ?? 200, label: label ?? englishText(fieldLabelOf(definition, name)), ...(rules.minLength !== undefined ? { minLength: rules.minLength } : {}), ...(message ? { message } : {}) };
        const schema = field.kind === 'text' ? NameString(text) : FreeText(text);
        return field.localized ? localizedSchema(schema) : schema;
      }
      case 'code':
        return Type.String({ ...bounds, ...custom });
      case 'email':
        return Type.String({ format: 'email', ...bounds, ...custom });
      case 'integer':
        return Type.Integer({ ...numeric, ...custom });
      case 'number':
        return Type.Number({ ...numeric, ...custom });
      case 'date':
        return Type.String({ format: 'date', ...custom });
      case 'enum':
        return Type.Enum([...(field.values ?? [])], custom);
      case 'enums':
        // Each value once (a set written as a list).
        // The field's message is about how many; an unknown value gets the schema's own reason.
        return Type.Array(Type.Enum([...(field.values ?? [])]), { uniqueItems: true, ...items, ...custom });
      case 'array': {
        // Each item: its fields, those it omits or leaves null as their write modes say; unknown ones refused.
        const itemProperties: Record<string, TSchema> = {};
        for (const [item, spec] of Object.entries(field.fields ?? {})) {
          const schema = writeSchema(definition, spec, `${name}.${item}`, given, englishText(itemFieldLabelOf(definition, name, item)));
          itemProperties[item] = spec.create === 'required' ? schema : Type.Optional(schema);
        }
        return Type.Array(Type.Object(itemProperties, { additionalProperties: false }), { ...items, ...custom });
      }
      case 'boolean':
        return Type.Boolean(custom);
      case 'references':
        return IdList;
      default:
        return answerSchema({ ...field, nullable: false }, name, given);
    }
  })();
  return field.nullable ? Nullable(base) : base;
}

/** The entity as every endpoint answers it: every field that is not write-only, in order. */
export function entitySchemaOf(definition: ResourceDefinition, given: FieldSchemas = {}): TObject {
  const properties = Object.entries(definition.fields)
    .filter(([, field]) => !field.writeOnly)
    .map(([name, field]) => [name, field.hiddenFromOrganisationRoles ? Type.Optional(answerSchema(field, name, given)) : answerSchema(field, name, given)] as const);
  return Type.Object(Object.fromEntries(properties));
}

/**
 * The body of `POST /{name}` (`create`) or `PUT /{name}/{id}` (`update`): the fields with that
 * write mode, unknown fields refused; an update body may start with the record's id when the
 * definition says `updateBodyId`.
 */
export function writeBodyOf(definition: ResourceDefinition, operation: 'create' | 'update', given: FieldSchemas = {}): TObject {
  const properties: Record<string, TSchema> = operation === 'update' && definition.updateBodyId ? { id: Type.Optional(Id) } : {};
  for (const [name, field] of Object.entries(definition.fields)) {
    const mode = field[operation];
    if (!mode) continue;
    const schema = writeSchema(definition, field, name, given);
    properties[name] = mode === 'optional' ? Type.Optional(schema) : schema;
  }
  return Type.Object(properties, { additionalProperties: false });
}
