import type { GraphQLResolveInfo } from 'graphql';
import type { RestPlace, RestPlacePage, RestCity, RestCategory, RestCuisine, RestDresscode, RestImageSet } from '../rest/types.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Average bill per guest, in the four levels the filter offers. */
export type AverageCheck =
  /** 500-1000 */
  | 'FROM_500_TO_1000'
  /** 1000-2000 */
  | 'FROM_1000_TO_2000'
  /** 2000 and more */
  | 'FROM_2000'
  /** 0-500 */
  | 'UP_TO_500';

/** A kind of place: restaurants, bars, cafes and the like. Routes use `latinName`: `/{city}/{category}`. */
export type Category = {
  __typename?: 'Category';
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** The Latin slug, for example 'restaurants'. */
  latinName: Scalars['String']['output'];
  /** The display name, for example 'Restaurants'. */
  name: Scalars['String']['output'];
};

/**
 * A city that places belong to. Cities are addressed in routes by `latinName`, for example
 * `london-england-united-kingdom`.
 */
export type City = {
  __typename?: 'City';
  /** The country's display name. */
  country: Scalars['String']['output'];
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** Latitude of the city centre, used when there is no geoposition. */
  lat: Scalars['Float']['output'];
  /** The Latin slug used in routes: `/{latinName}/places`. */
  latinName: Scalars['String']['output'];
  /** Longitude of the city centre. */
  lon: Scalars['Float']['output'];
  /** The display name, for example 'London'. */
  name: Scalars['String']['output'];
  /** IANA time zone, for example 'Europe/London'. Schedules are read in this zone. */
  timeZone: Scalars['String']['output'];
};

/** A cuisine a place serves. Routes use `value`: `/{city}/places/{cuisine}`. */
export type Cuisine = {
  __typename?: 'Cuisine';
  /** The display name, for example 'Italian'. */
  label: Scalars['String']['output'];
  /** The Latin slug, for example 'italian'. */
  value: Scalars['String']['output'];
};

/** A dress code a place may ask for. */
export type Dresscode = {
  __typename?: 'Dresscode';
  /** What the dress code means for a guest. */
  description?: Maybe<Scalars['String']['output']>;
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** The display title, for example 'Smart casual'. */
  title: Scalars['String']['output'];
};

/** What the gateway says about itself. */
export type Health = {
  __typename?: 'Health';
  /** Always true when the gateway answers. */
  ok: Scalars['Boolean']['output'];
  /** The gateway's package version. */
  version: Scalars['String']['output'];
};

/**
 * An uploaded image in the renditions the product shows: `standard` for pages, `thumbnail` for
 * lists and avatars, `cover` for wide banners, `original` as uploaded (metadata stripped).
 */
export type ImageSet = {
  __typename?: 'ImageSet';
  cover: ImageVariant;
  /** Optional caption. */
  description?: Maybe<Scalars['String']['output']>;
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** Position within its gallery, from 0. */
  orderNumber: Scalars['Int']['output'];
  original: ImageVariant;
  standard: ImageVariant;
  thumbnail: ImageVariant;
};

/** One stored rendition of an uploaded image. */
export type ImageVariant = {
  __typename?: 'ImageVariant';
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** Absolute or root-relative URL the browser can load. */
  url: Scalars['String']['output'];
  /** Width in pixels. */
  width: Scalars['Int']['output'];
};

/** A place's address and coordinates. */
export type Location = {
  __typename?: 'Location';
  building?: Maybe<Scalars['String']['output']>;
  /** The city name as written in the address. */
  city?: Maybe<Scalars['String']['output']>;
  /** Metres from the geoposition the query passed; null without one. */
  distance?: Maybe<Scalars['Float']['output']>;
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
  street?: Maybe<Scalars['String']['output']>;
};

/**
 * A page of an offset-paged list. The gateway asks the api for one more item than `limit` to tell
 * whether another page exists.
 */
export type Page = {
  /** True when at least one more item exists after this page. */
  hasMore: Scalars['Boolean']['output'];
};

/** A phone number of a place. */
export type Phone = {
  __typename?: 'Phone';
  id: Scalars['ID']['output'];
  /** What the number is for, for example 'Bookings'. */
  name?: Maybe<Scalars['String']['output']>;
  /** The number as dialled, for example '+44 20 7946 0018'. */
  phone: Scalars['String']['output'];
};

/** A restaurant, bar, cafe or the like. Addressed by `id` (24-character hex) or by `latinName` (slug). */
export type Place = {
  __typename?: 'Place';
  /** The avatar; falls back to the background when the place has no avatar of its own. */
  avatar?: Maybe<ImageSet>;
  /** Average bill level. */
  averageCheck?: Maybe<AverageCheck>;
  /** The wide background image, if any. */
  background?: Maybe<ImageSet>;
  /** What kind of place it is. */
  category?: Maybe<Category>;
  /** The city the place is in. */
  city?: Maybe<City>;
  /** Cuisines served, in display order. */
  cuisines: Array<Cuisine>;
  /** The full description. Only on full reads (the place page). */
  description?: Maybe<Scalars['String']['output']>;
  /** Amenities, as codes; see PlaceFeatures for their meanings. Only on full reads. */
  features?: Maybe<PlaceFeatures>;
  /** How many people follow the place. */
  followerCount: Scalars['Int']['output'];
  /** 24-character hex id. */
  id: Scalars['ID']['output'];
  /** True when the place is deleted (status DELETED). */
  isDeleted: Scalars['Boolean']['output'];
  /** True when guests can book a table online. */
  isReservationsEnabled: Scalars['Boolean']['output'];
  /** Listed in the top 50 bars. */
  isTop50Bars: Scalars['Boolean']['output'];
  /** Listed in the top 100 restaurants. */
  isTop100Restaurants: Scalars['Boolean']['output'];
  /** Listed among the top cafes. */
  isTopCafes: Scalars['Boolean']['output'];
  /** The slug used in the canonical link: `/{latinName}`. Defaults to the id. */
  latinName: Scalars['String']['output'];
  /** Where the place is. `distance` is set only when the query passed a geoposition. */
  location?: Maybe<Location>;
  /** The logo, if any. */
  logo?: Maybe<ImageSet>;
  /** The display name. */
  name: Scalars['String']['output'];
  /** How many news posts the place has. */
  newsCount: Scalars['Int']['output'];
  /** Phone numbers. Only on full reads (the place page). */
  phones: Array<Phone>;
  /** How many reviews the place has. */
  reviewCount: Scalars['Int']['output'];
  /** Opening schedules, the main one first. */
  schedules: Array<Schedule>;
  /** A sentence or two for cards and link previews. Only on full reads (the place page). */
  shortDescription?: Maybe<Scalars['String']['output']>;
  /** Open status: OPENED, CLOSED, TEMPORARY_CLOSED or DELETED. */
  status: PlaceStatus;
};

/**
 * Amenities as codes. A null or 0 code with no display text is not shown. Display texts:
 * alcohol 0 no alcohol, 1 alcohol; cashfree 0 no cashless payments, 1 cashless payment;
 * wifi 0 no wi-fi, 1 wi-fi; dancefloor, entertainment, liveMusic 1 on weekends, 2 daily;
 * parkingType 1 paid, 2 free, 3 guarded paid, 4 guarded free; smokeZone 1 smoking area,
 * 3 smoking and non-smoking areas. The rest are 1 when present.
 */
export type PlaceFeatures = {
  __typename?: 'PlaceFeatures';
  alcohol?: Maybe<Scalars['Int']['output']>;
  businessLunch?: Maybe<Scalars['Int']['output']>;
  cashfree?: Maybe<Scalars['Int']['output']>;
  childrenRoom?: Maybe<Scalars['Int']['output']>;
  dancefloor?: Maybe<Scalars['Int']['output']>;
  delivery?: Maybe<Scalars['Int']['output']>;
  entertainment?: Maybe<Scalars['Int']['output']>;
  hookah?: Maybe<Scalars['Int']['output']>;
  karaoke?: Maybe<Scalars['Int']['output']>;
  liveMusic?: Maybe<Scalars['Int']['output']>;
  mobileCharge?: Maybe<Scalars['Int']['output']>;
  parkingType?: Maybe<Scalars['Int']['output']>;
  smokeZone?: Maybe<Scalars['Int']['output']>;
  sportTranslations?: Maybe<Scalars['Int']['output']>;
  terrace?: Maybe<Scalars['Int']['output']>;
  wifi?: Maybe<Scalars['Int']['output']>;
};

/** A page of places. */
export type PlacePage = Page & {
  __typename?: 'PlacePage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Place>;
};

/** Whether a place works. */
export type PlaceStatus =
  | 'CLOSED'
  | 'DELETED'
  | 'OPENED'
  | 'TEMPORARY_CLOSED';

/** The root of every read. Each domain file extends it with its own fields. */
export type Query = {
  __typename?: 'Query';
  /** Every category, in display order. */
  categories: Array<Category>;
  /**
   * Cities whose name starts with or contains `query` (case-insensitive), best matches first.
   * Without a query, the cities in display order. `limit` defaults to 10 (50 in the profile select).
   */
  cities: Array<City>;
  /**
   * One city by its Latin slug. An unknown slug gives a NOT_FOUND error (httpStatus 404,
   * status RecordNotFound).
   */
  city?: Maybe<City>;
  /** The city closest to a geoposition. Null only when there are no cities at all. */
  closestCity?: Maybe<City>;
  /** Every cuisine, in display order. */
  cuisines: Array<Cuisine>;
  /** Every dress code, in display order. */
  dresscodes: Array<Dresscode>;
  /**
   * The gateway's own liveness: answers without calling the api, so a client can tell a gateway
   * that is up from an api that is down.
   */
  health: Health;
  /** One place by 24-character hex id or by slug. Unknown gives NOT_FOUND (404 RecordNotFound). */
  place?: Maybe<Place>;
  /**
   * Places of a city, newest-first within the default order. `city` is the city's latinName.
   * `categories` are category latinNames and `cuisines` cuisine values; within one filter any
   * match counts, across filters all must match. An unknown city gives NOT_FOUND (404
   * RecordNotFound); a bad offset or limit gives BAD_USER_INPUT (400 FieldInvalid).
   * `limit` is 1 to 100 and defaults to 5 (the show-more page size).
   */
  places: PlacePage;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryCitiesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryCityArgs = {
  latinName: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryClosestCityArgs = {
  lat: Scalars['Float']['input'];
  lon: Scalars['Float']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryPlaceArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it with its own fields. */
export type QueryPlacesArgs = {
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  city: Scalars['String']['input'];
  cuisines?: InputMaybe<Array<Scalars['String']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An opening schedule. Times are HH:mm in the city's time zone; an `endAt` earlier than `startAt`
 * means the place closes after midnight; `00:00`-`00:00` means open 24 hours that day.
 */
export type Schedule = {
  __typename?: 'Schedule';
  id: Scalars['ID']['output'];
  /** The main schedule is the one cards show. */
  isMain: Scalars['Boolean']['output'];
  /** One item per open day; a missing day is a closed day. */
  items: Array<ScheduleItem>;
  /** For example 'Kitchen'. May be empty on the main schedule. */
  name?: Maybe<Scalars['String']['output']>;
};

/** The hours of one day of a schedule. */
export type ScheduleItem = {
  __typename?: 'ScheduleItem';
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: Scalars['Int']['output'];
  /** HH:mm; earlier than startAt means past midnight. */
  endAt: Scalars['String']['output'];
  /** HH:mm */
  startAt: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Page: ( RestPlacePage );
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AverageCheck: AverageCheck;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<RestCategory>;
  City: ResolverTypeWrapper<RestCity>;
  Cuisine: ResolverTypeWrapper<RestCuisine>;
  Dresscode: ResolverTypeWrapper<RestDresscode>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Health: ResolverTypeWrapper<Health>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageSet: ResolverTypeWrapper<RestImageSet>;
  ImageVariant: ResolverTypeWrapper<ImageVariant>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Location: ResolverTypeWrapper<Location>;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  Phone: ResolverTypeWrapper<Phone>;
  Place: ResolverTypeWrapper<RestPlace>;
  PlaceFeatures: ResolverTypeWrapper<PlaceFeatures>;
  PlacePage: ResolverTypeWrapper<RestPlacePage>;
  PlaceStatus: PlaceStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Schedule: ResolverTypeWrapper<Schedule>;
  ScheduleItem: ResolverTypeWrapper<ScheduleItem>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Category: RestCategory;
  City: RestCity;
  Cuisine: RestCuisine;
  Dresscode: RestDresscode;
  Float: Scalars['Float']['output'];
  Health: Health;
  ID: Scalars['ID']['output'];
  ImageSet: RestImageSet;
  ImageVariant: ImageVariant;
  Int: Scalars['Int']['output'];
  Location: Location;
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  Phone: Phone;
  Place: RestPlace;
  PlaceFeatures: PlaceFeatures;
  PlacePage: RestPlacePage;
  Query: Record<PropertyKey, never>;
  Schedule: Schedule;
  ScheduleItem: ScheduleItem;
  String: Scalars['String']['output'];
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  latinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CuisineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cuisine'] = ResolversParentTypes['Cuisine']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DresscodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dresscode'] = ResolversParentTypes['Dresscode']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageSet'] = ResolversParentTypes['ImageSet']> = {
  cover?: Resolver<ResolversTypes['ImageVariant'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  original?: Resolver<ResolversTypes['ImageVariant'], ParentType, ContextType>;
  standard?: Resolver<ResolversTypes['ImageVariant'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['ImageVariant'], ParentType, ContextType>;
};

export type ImageVariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageVariant'] = ResolversParentTypes['ImageVariant']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  __resolveType: TypeResolveFn<'PlacePage', ParentType, ContextType>;
};

export type PhoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Phone'] = ResolversParentTypes['Phone']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  avatar?: Resolver<Maybe<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  averageCheck?: Resolver<Maybe<ResolversTypes['AverageCheck']>, ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  cuisines?: Resolver<Array<ResolversTypes['Cuisine']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<Maybe<ResolversTypes['PlaceFeatures']>, ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReservationsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTop50Bars?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTop100Restaurants?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTopCafes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ImageSet']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['Schedule']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PlaceStatus'], ParentType, ContextType>;
};

export type PlaceFeaturesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceFeatures'] = ResolversParentTypes['PlaceFeatures']> = {
  alcohol?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  businessLunch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cashfree?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  childrenRoom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dancefloor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  delivery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  entertainment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hookah?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  karaoke?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  liveMusic?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mobileCharge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parkingType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  smokeZone?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sportTranslations?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  terrace?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wifi?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlacePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacePage'] = ResolversParentTypes['PlacePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'limit'>>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCityArgs, 'latinName'>>;
  closestCity?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryClosestCityArgs, 'lat' | 'lon'>>;
  cuisines?: Resolver<Array<ResolversTypes['Cuisine']>, ParentType, ContextType>;
  dresscodes?: Resolver<Array<ResolversTypes['Dresscode']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceArgs, 'id'>>;
  places?: Resolver<ResolversTypes['PlacePage'], ParentType, ContextType, RequireFields<QueryPlacesArgs, 'city' | 'limit' | 'offset'>>;
};

export type ScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ScheduleItem']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScheduleItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleItem'] = ResolversParentTypes['ScheduleItem']> = {
  dayOfWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Category?: CategoryResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Cuisine?: CuisineResolvers<ContextType>;
  Dresscode?: DresscodeResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  ImageSet?: ImageSetResolvers<ContextType>;
  ImageVariant?: ImageVariantResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Phone?: PhoneResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PlaceFeatures?: PlaceFeaturesResolvers<ContextType>;
  PlacePage?: PlacePageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  ScheduleItem?: ScheduleItemResolvers<ContextType>;
};

