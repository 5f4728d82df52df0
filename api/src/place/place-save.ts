import { z } from 'zod';
import { isWebLink, nameRule } from '../http/form-fields.js';
import { hexId } from '../http/hex-id.js';
import { fieldMessages, placeWriteLimits as limits, placeWriteMessages } from '../messages.js';
import { featureNames, type FeatureName, type PlaceStatus } from './place-types.js';

/**
 * The body of POST /places and PATCH /places/{id} (SPEC section 7, "place fields") and the save
 * rules of SPEC section 5, applied by the server whatever the client already did: empty phones
 * and links removed, deleted or missing images dropped, an album kept only with a title and a
 * usable photo, albums and menus renumbered, schedules without items (or without both a name and
 * the main flag) dropped, `custom_` ids treated as new, smokeZone defaulting to 2.
 */

const text = (max: number) => z.string().trim().max(max, fieldMessages.tooLong(max));
const optionalText = (max: number) => text(max).nullable().optional();
const optionalName = (max: number) => nameRule(text(max)).nullable().optional();

/** A child's id as sent: a stored id, a client's `custom_` id, or none (both mean new). */
const childId = z
  .string()
  .max(100)
  .nullable()
  .optional()
  .transform((value) => (value && hexId.test(value) ? value : null));

const imageId = z.string().regex(hexId, fieldMessages.id);

const halfHour = z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, placeWriteMessages.halfHour);

const phone = z.object({
  id: childId,
  phone: z.string().max(limits.phoneMaxLength, fieldMessages.tooLong(limits.phoneMaxLength)),
  name: optionalName(limits.nameMaxLength),
});

const link = z.object({
  id: childId,
  name: optionalName(limits.nameMaxLength),
  // An empty link is dropped on save (SPEC section 5); any other is a web address, never a
  // `javascript:` or `data:` one.
  link: z
    .string()
    .trim()
    .max(limits.linkMaxLength, fieldMessages.tooLong(limits.linkMaxLength))
    .refine((value) => value === '' || isWebLink(value), fieldMessages.link),
});

const schedule = z.object({
  id: childId,
  name: optionalName(limits.nameMaxLength),
  isMain: z.boolean().default(false),
  items: z
    .array(
      z.object({
        dayOfWeek: z
          .number()
          .int()
          .min(1, fieldMessages.atLeast(1))
          .max(7, fieldMessages.atMost(7)),
        startAt: halfHour,
        endAt: halfHour,
      }),
    )
    .max(7, fieldMessages.tooMany(7))
    .refine(
      (items) => new Set(items.map((item) => item.dayOfWeek)).size === items.length,
      placeWriteMessages.dayTwice,
    ),
});

const gallery = z.object({
  id: childId,
  title: nameRule(
    z.string().trim().max(limits.nameMaxLength, fieldMessages.tooLong(limits.nameMaxLength)),
  ),
  description: optionalText(limits.shortTextMaxLength),
  orderNumber: z.number().int().default(0),
  photoIds: z
    .array(imageId)
    .max(limits.maxPhotosPerGallery, fieldMessages.tooMany(limits.maxPhotosPerGallery)),
});

const features = z
  .object(
    Object.fromEntries(
      featureNames.map((name) => [name, z.number().int().min(0).max(9).nullable().optional()]),
    ) as Record<FeatureName, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
  )
  .strict();

export const placeBody = z
  .object({
    name: nameRule(text(limits.nameMaxLength).min(1, fieldMessages.required)),
    latinName: z
      .string()
      .trim()
      .toLowerCase()
      .max(limits.slugMaxLength, fieldMessages.tooLong(limits.slugMaxLength))
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, placeWriteMessages.slug),
    cityId: z.string().trim().regex(hexId, fieldMessages.id),
    categoryId: z.string().regex(hexId, fieldMessages.id).nullable(),
    subCategoryId: z.string().regex(hexId, fieldMessages.id).nullable(),
    cuisines: z
      .array(z.string().trim().min(1).max(100))
      .max(limits.maxCuisines, fieldMessages.tooMany(limits.maxCuisines)),
    organisationId: z.string().regex(hexId, fieldMessages.id).nullable(),
    status: z
      .enum(['opened', 'closed', 'temporary-closed', 'deleted'])
      .refine((value) => value !== 'deleted', placeWriteMessages.statusThroughDelete),
    shortDescription: optionalText(limits.shortTextMaxLength),
    description: optionalText(limits.textMaxLength),
    phones: z.array(phone).max(limits.maxPhones, fieldMessages.tooMany(limits.maxPhones)),
    links: z.array(link).max(limits.maxLinks, fieldMessages.tooMany(limits.maxLinks)),
    schedules: z
      .array(schedule)
      .max(limits.maxSchedules, fieldMessages.tooMany(limits.maxSchedules)),
    features,
    averageCheck: z.number().int().min(1).max(4).nullable(),
    dresscodeId: z.string().regex(hexId, fieldMessages.id).nullable(),
    parkingInfo: optionalText(limits.shortTextMaxLength),
    roadInfo: optionalText(limits.shortTextMaxLength),
    menuDescription: optionalText(limits.shortTextMaxLength),
    galleries: z
      .array(gallery)
      .max(limits.maxGalleries, fieldMessages.tooMany(limits.maxGalleries)),
    menus: z.array(gallery).max(limits.maxGalleries, fieldMessages.tooMany(limits.maxGalleries)),
    avatarId: imageId.nullable(),
    logoId: imageId.nullable(),
    backgroundId: imageId.nullable(),
    location: z.object({
      street: optionalText(limits.nameMaxLength),
      building: optionalText(limits.nameMaxLength),
      lat: z.number().min(-90).max(90),
      lon: z.number().min(-180).max(180),
    }),
  })
  .partial();

export type PlaceBody = z.output<typeof placeBody>;
type PhoneBody = z.output<typeof phone>;
type LinkBody = z.output<typeof link>;
type ScheduleBody = z.output<typeof schedule>;
type GalleryBody = z.output<typeof gallery>;

export interface SavedPhone {
  id: string | null;
  phone: string;
  name: string | null;
}
export interface SavedLink {
  id: string | null;
  name: string | null;
  link: string;
}
export interface SavedSchedule {
  id: string | null;
  name: string | null;
  isMain: boolean;
  items: { dayOfWeek: number; startAt: string; endAt: string }[];
}
export interface SavedGallery {
  id: string | null;
  title: string;
  description: string | null;
  orderNumber: number;
  photoIds: string[];
}

/** What a save writes: the lists are present only when the body gave them (then replaced whole). */
export interface PlaceSave {
  phones?: SavedPhone[];
  links?: SavedLink[];
  schedules?: SavedSchedule[];
  galleries?: SavedGallery[];
  menus?: SavedGallery[];
  features?: Partial<Record<FeatureName, number | null>>;
  status?: Exclude<PlaceStatus, 'deleted'>;
}

/** Every image id a body names, to be checked in one query. */
export function imageIdsOf(body: PlaceBody): string[] {
  const ids = [body.avatarId, body.logoId, body.backgroundId].filter(
    (id): id is string => typeof id === 'string',
  );
  for (const list of [body.galleries, body.menus]) {
    for (const item of list ?? []) ids.push(...item.photoIds);
  }
  return [...new Set(ids)];
}

/** Field problems of a save (the route turns them into 400 FieldInvalid). */
export type SaveProblems = Record<string, string>;

/**
 * The SPEC section 5 rules over a parsed body. `usable` holds the image ids that exist and are not
 * deleted. `creating` asks for the short form's phone.
 */
export function applySaveRules(
  body: PlaceBody,
  usable: ReadonlySet<string>,
  creating: boolean,
): { save: PlaceSave; problems: SaveProblems } {
  const problems: SaveProblems = {};
  const save: PlaceSave = {};

  if (body.phones !== undefined) save.phones = keptPhones(body.phones);
  if (creating && (save.phones?.length ?? 0) === 0)
    problems['phones.0'] = placeWriteMessages.phoneRequired;
  if (body.links !== undefined) save.links = keptLinks(body.links);
  if (body.schedules !== undefined) {
    save.schedules = keptSchedules(body.schedules);
    if (save.schedules.filter((item) => item.isMain).length > 1) {
      problems.schedules = placeWriteMessages.oneMainSchedule;
    }
  }
  if (body.galleries !== undefined) save.galleries = keptGalleries(body.galleries, usable);
  if (body.menus !== undefined) save.menus = keptGalleries(body.menus, usable);
  for (const field of ['avatarId', 'logoId', 'backgroundId'] as const) {
    const id = body[field];
    if (typeof id === 'string' && !usable.has(id))
      problems[field] = placeWriteMessages.imageUnusable;
  }
  if (body.features !== undefined || creating) {
    const given = body.features ?? {};
    save.features = {
      ...given,
      smokeZone: given.smokeZone ?? limits.smokeZoneDefault,
    };
  }
  if (body.status !== undefined) save.status = body.status as Exclude<PlaceStatus, 'deleted'>;
  return { save, problems };
}

function keptPhones(phones: readonly PhoneBody[]): SavedPhone[] {
  return phones
    .map((item) => ({ id: item.id, phone: item.phone.trim(), name: emptyToNull(item.name) }))
    .filter((item) => item.phone !== '');
}

function keptLinks(links: readonly LinkBody[]): SavedLink[] {
  return links
    .map((item) => ({ id: item.id, name: emptyToNull(item.name), link: item.link }))
    .filter((item) => item.link !== '');
}

function keptSchedules(schedules: readonly ScheduleBody[]): SavedSchedule[] {
  return schedules
    .map((item) => ({
      id: item.id,
      name: emptyToNull(item.name),
      isMain: item.isMain,
      items: [...item.items].sort((a, b) => a.dayOfWeek - b.dayOfWeek),
    }))
    .filter((item) => item.items.length > 0 && (item.name !== null || item.isMain));
}

/**
 * Albums or menus kept (a title and at least one usable photo), their photos reduced to the
 * usable ones, in the given order, then renumbered from 0 by orderNumber.
 */
function keptGalleries(
  galleries: readonly GalleryBody[],
  usable: ReadonlySet<string>,
): SavedGallery[] {
  return galleries
    .map((item, index) => ({
      index,
      id: item.id,
      title: item.title,
      description: emptyToNull(item.description),
      orderNumber: item.orderNumber,
      photoIds: [...new Set(item.photoIds.filter((id) => usable.has(id)))],
    }))
    .filter((item) => item.title !== '' && item.photoIds.length > 0)
    .sort((a, b) => a.orderNumber - b.orderNumber || a.index - b.index)
    .map(({ index: _index, ...item }, orderNumber) => ({ ...item, orderNumber }));
}

function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}
