/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment Session_account on Account {\n    user {\n      id\n      firstName\n      secondName\n      fullName\n      displayName\n      avatar {\n        thumbnail {\n          url\n        }\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      about\n      link\n      phone\n      email\n    }\n    isNew\n    isStaff\n    isAdmin\n    isRequester\n    isContentManager\n    isAuthorPlace\n  }\n": typeof types.Session_AccountFragmentDoc,
    "\n  query Session {\n    me {\n      ...Session_account\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query CityPicker($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      id\n      name\n      latinName\n      country\n    }\n  }\n": typeof types.CityPickerDocument,
    "\n  query CurrentCity($latinName: String!) {\n    city(latinName: $latinName) {\n      id\n      name\n      latinName\n    }\n  }\n": typeof types.CurrentCityDocument,
    "\n  query ClosestCity($lat: Float!, $lon: Float!) {\n    closestCity(lat: $lat, lon: $lon) {\n      id\n      name\n      latinName\n      country\n    }\n  }\n": typeof types.ClosestCityDocument,
    "\n  fragment PlaceCard_place on Place {\n    id\n    latinName\n    name\n    category {\n      id\n      name\n    }\n    cuisines {\n      value\n      label\n    }\n    avatar {\n      id\n      thumbnail {\n        url\n        width\n      }\n      standard {\n        url\n        width\n        height\n      }\n    }\n    averageCheck\n    isTop50Bars\n    isTop100Restaurants\n    isTopCafes\n    isReservationsEnabled\n    status\n    location {\n      street\n      building\n    }\n  }\n": typeof types.PlaceCard_PlaceFragmentDoc,
    "\n  query PlaceList($city: String!, $offset: Int!, $limit: Int!) {\n    places(city: $city, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        ...PlaceCard_place\n      }\n    }\n  }\n": typeof types.PlaceListDocument,
    "\n  query PlacePage($id: ID!) {\n    place(id: $id) {\n      id\n      latinName\n      name\n      shortDescription\n      description\n      category {\n        id\n        name\n      }\n      cuisines {\n        value\n        label\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      avatar {\n        id\n        standard {\n          url\n          width\n          height\n        }\n      }\n      background {\n        id\n        cover {\n          url\n          width\n          height\n        }\n      }\n      averageCheck\n      isTop50Bars\n      isTop100Restaurants\n      isTopCafes\n      followerCount\n      reviewCount\n      newsCount\n      location {\n        street\n        building\n      }\n    }\n  }\n": typeof types.PlacePageDocument,
    "\n  mutation ChangePassword($oldPassword: String, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  query ProfileCities($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      id\n      name\n      latinName\n    }\n  }\n": typeof types.ProfileCitiesDocument,
    "\n  query ProfileEdit($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      isDeleted\n      ...ProfileForm_user\n    }\n  }\n": typeof types.ProfileEditDocument,
    "\n  fragment ProfileForm_user on User {\n    id\n    firstName\n    secondName\n    about\n    link\n    city {\n      id\n      name\n      latinName\n    }\n  }\n": typeof types.ProfileForm_UserFragmentDoc,
    "\n  fragment SavedProfile on User {\n    id\n    firstName\n    secondName\n    fullName\n    displayName\n    avatar {\n      id\n      thumbnail {\n        url\n      }\n    }\n    city {\n      id\n      name\n      latinName\n    }\n    about\n    link\n    phone\n    email\n  }\n": typeof types.SavedProfileFragmentDoc,
    "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...SavedProfile\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstName\n      secondName\n      avatar {\n        id\n        thumbnail {\n          url\n          width\n          height\n        }\n        standard {\n          url\n          width\n          height\n        }\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      about\n      link\n      postCount\n      followerCount\n      followingCount\n      isDeleted\n    }\n  }\n": typeof types.UserProfileDocument,
};
const documents: Documents = {
    "\n  fragment Session_account on Account {\n    user {\n      id\n      firstName\n      secondName\n      fullName\n      displayName\n      avatar {\n        thumbnail {\n          url\n        }\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      about\n      link\n      phone\n      email\n    }\n    isNew\n    isStaff\n    isAdmin\n    isRequester\n    isContentManager\n    isAuthorPlace\n  }\n": types.Session_AccountFragmentDoc,
    "\n  query Session {\n    me {\n      ...Session_account\n    }\n  }\n": types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query CityPicker($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      id\n      name\n      latinName\n      country\n    }\n  }\n": types.CityPickerDocument,
    "\n  query CurrentCity($latinName: String!) {\n    city(latinName: $latinName) {\n      id\n      name\n      latinName\n    }\n  }\n": types.CurrentCityDocument,
    "\n  query ClosestCity($lat: Float!, $lon: Float!) {\n    closestCity(lat: $lat, lon: $lon) {\n      id\n      name\n      latinName\n      country\n    }\n  }\n": types.ClosestCityDocument,
    "\n  fragment PlaceCard_place on Place {\n    id\n    latinName\n    name\n    category {\n      id\n      name\n    }\n    cuisines {\n      value\n      label\n    }\n    avatar {\n      id\n      thumbnail {\n        url\n        width\n      }\n      standard {\n        url\n        width\n        height\n      }\n    }\n    averageCheck\n    isTop50Bars\n    isTop100Restaurants\n    isTopCafes\n    isReservationsEnabled\n    status\n    location {\n      street\n      building\n    }\n  }\n": types.PlaceCard_PlaceFragmentDoc,
    "\n  query PlaceList($city: String!, $offset: Int!, $limit: Int!) {\n    places(city: $city, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        ...PlaceCard_place\n      }\n    }\n  }\n": types.PlaceListDocument,
    "\n  query PlacePage($id: ID!) {\n    place(id: $id) {\n      id\n      latinName\n      name\n      shortDescription\n      description\n      category {\n        id\n        name\n      }\n      cuisines {\n        value\n        label\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      avatar {\n        id\n        standard {\n          url\n          width\n          height\n        }\n      }\n      background {\n        id\n        cover {\n          url\n          width\n          height\n        }\n      }\n      averageCheck\n      isTop50Bars\n      isTop100Restaurants\n      isTopCafes\n      followerCount\n      reviewCount\n      newsCount\n      location {\n        street\n        building\n      }\n    }\n  }\n": types.PlacePageDocument,
    "\n  mutation ChangePassword($oldPassword: String, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  query ProfileCities($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      id\n      name\n      latinName\n    }\n  }\n": types.ProfileCitiesDocument,
    "\n  query ProfileEdit($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      isDeleted\n      ...ProfileForm_user\n    }\n  }\n": types.ProfileEditDocument,
    "\n  fragment ProfileForm_user on User {\n    id\n    firstName\n    secondName\n    about\n    link\n    city {\n      id\n      name\n      latinName\n    }\n  }\n": types.ProfileForm_UserFragmentDoc,
    "\n  fragment SavedProfile on User {\n    id\n    firstName\n    secondName\n    fullName\n    displayName\n    avatar {\n      id\n      thumbnail {\n        url\n      }\n    }\n    city {\n      id\n      name\n      latinName\n    }\n    about\n    link\n    phone\n    email\n  }\n": types.SavedProfileFragmentDoc,
    "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...SavedProfile\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstName\n      secondName\n      avatar {\n        id\n        thumbnail {\n          url\n          width\n          height\n        }\n        standard {\n          url\n          width\n          height\n        }\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      about\n      link\n      postCount\n      followerCount\n      followingCount\n      isDeleted\n    }\n  }\n": types.UserProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Session_account on Account {\n    user {\n      id\n      firstName\n      secondName\n      fullName\n      displayName\n      avatar {\n        thumbnail {\n          url\n        }\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      about\n      link\n      phone\n      email\n    }\n    isNew\n    isStaff\n    isAdmin\n    isRequester\n    isContentManager\n    isAuthorPlace\n  }\n"): (typeof documents)["\n  fragment Session_account on Account {\n    user {\n      id\n      firstName\n      secondName\n      fullName\n      displayName\n      avatar {\n        thumbnail {\n          url\n        }\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      about\n      link\n      phone\n      email\n    }\n    isNew\n    isStaff\n    isAdmin\n    isRequester\n    isContentManager\n    isAuthorPlace\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      ...Session_account\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      ...Session_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityPicker($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      id\n      name\n      latinName\n      country\n    }\n  }\n"): (typeof documents)["\n  query CityPicker($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      id\n      name\n      latinName\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentCity($latinName: String!) {\n    city(latinName: $latinName) {\n      id\n      name\n      latinName\n    }\n  }\n"): (typeof documents)["\n  query CurrentCity($latinName: String!) {\n    city(latinName: $latinName) {\n      id\n      name\n      latinName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClosestCity($lat: Float!, $lon: Float!) {\n    closestCity(lat: $lat, lon: $lon) {\n      id\n      name\n      latinName\n      country\n    }\n  }\n"): (typeof documents)["\n  query ClosestCity($lat: Float!, $lon: Float!) {\n    closestCity(lat: $lat, lon: $lon) {\n      id\n      name\n      latinName\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceCard_place on Place {\n    id\n    latinName\n    name\n    category {\n      id\n      name\n    }\n    cuisines {\n      value\n      label\n    }\n    avatar {\n      id\n      thumbnail {\n        url\n        width\n      }\n      standard {\n        url\n        width\n        height\n      }\n    }\n    averageCheck\n    isTop50Bars\n    isTop100Restaurants\n    isTopCafes\n    isReservationsEnabled\n    status\n    location {\n      street\n      building\n    }\n  }\n"): (typeof documents)["\n  fragment PlaceCard_place on Place {\n    id\n    latinName\n    name\n    category {\n      id\n      name\n    }\n    cuisines {\n      value\n      label\n    }\n    avatar {\n      id\n      thumbnail {\n        url\n        width\n      }\n      standard {\n        url\n        width\n        height\n      }\n    }\n    averageCheck\n    isTop50Bars\n    isTop100Restaurants\n    isTopCafes\n    isReservationsEnabled\n    status\n    location {\n      street\n      building\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceList($city: String!, $offset: Int!, $limit: Int!) {\n    places(city: $city, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        ...PlaceCard_place\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaceList($city: String!, $offset: Int!, $limit: Int!) {\n    places(city: $city, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        ...PlaceCard_place\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacePage($id: ID!) {\n    place(id: $id) {\n      id\n      latinName\n      name\n      shortDescription\n      description\n      category {\n        id\n        name\n      }\n      cuisines {\n        value\n        label\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      avatar {\n        id\n        standard {\n          url\n          width\n          height\n        }\n      }\n      background {\n        id\n        cover {\n          url\n          width\n          height\n        }\n      }\n      averageCheck\n      isTop50Bars\n      isTop100Restaurants\n      isTopCafes\n      followerCount\n      reviewCount\n      newsCount\n      location {\n        street\n        building\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlacePage($id: ID!) {\n    place(id: $id) {\n      id\n      latinName\n      name\n      shortDescription\n      description\n      category {\n        id\n        name\n      }\n      cuisines {\n        value\n        label\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      avatar {\n        id\n        standard {\n          url\n          width\n          height\n        }\n      }\n      background {\n        id\n        cover {\n          url\n          width\n          height\n        }\n      }\n      averageCheck\n      isTop50Bars\n      isTop100Restaurants\n      isTopCafes\n      followerCount\n      reviewCount\n      newsCount\n      location {\n        street\n        building\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($oldPassword: String, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($oldPassword: String, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileCities($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      id\n      name\n      latinName\n    }\n  }\n"): (typeof documents)["\n  query ProfileCities($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      id\n      name\n      latinName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileEdit($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      isDeleted\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  query ProfileEdit($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      isDeleted\n      ...ProfileForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_user on User {\n    id\n    firstName\n    secondName\n    about\n    link\n    city {\n      id\n      name\n      latinName\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileForm_user on User {\n    id\n    firstName\n    secondName\n    about\n    link\n    city {\n      id\n      name\n      latinName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedProfile on User {\n    id\n    firstName\n    secondName\n    fullName\n    displayName\n    avatar {\n      id\n      thumbnail {\n        url\n      }\n    }\n    city {\n      id\n      name\n      latinName\n    }\n    about\n    link\n    phone\n    email\n  }\n"): (typeof documents)["\n  fragment SavedProfile on User {\n    id\n    firstName\n    secondName\n    fullName\n    displayName\n    avatar {\n      id\n      thumbnail {\n        url\n      }\n    }\n    city {\n      id\n      name\n      latinName\n    }\n    about\n    link\n    phone\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...SavedProfile\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...SavedProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstName\n      secondName\n      avatar {\n        id\n        thumbnail {\n          url\n          width\n          height\n        }\n        standard {\n          url\n          width\n          height\n        }\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      about\n      link\n      postCount\n      followerCount\n      followingCount\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstName\n      secondName\n      avatar {\n        id\n        thumbnail {\n          url\n          width\n          height\n        }\n        standard {\n          url\n          width\n          height\n        }\n      }\n      city {\n        id\n        name\n        latinName\n      }\n      about\n      link\n      postCount\n      followerCount\n      followingCount\n      isDeleted\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;