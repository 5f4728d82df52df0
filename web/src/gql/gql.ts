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
    "\n  fragment FollowButton_user on User {\n    id\n    isFollowed\n    followerCount\n    displayName\n  }\n": typeof types.FollowButton_UserFragmentDoc,
    "\n  fragment FollowButton_place on Place {\n    id\n    isFollowed\n    followerCount\n    name\n  }\n": typeof types.FollowButton_PlaceFragmentDoc,
    "\n  fragment FollowChange_result on FollowChange {\n    isFollowed\n    user {\n      id\n      isFollowed\n      followerCount\n    }\n    place {\n      id\n      isFollowed\n      followerCount\n    }\n    follower {\n      id\n      followingCount\n    }\n  }\n": typeof types.FollowChange_ResultFragmentDoc,
    "\n  mutation FollowUser($id: ID!) {\n    followUser(id: $id) {\n      ...FollowChange_result\n    }\n  }\n": typeof types.FollowUserDocument,
    "\n  mutation UnfollowUser($id: ID!) {\n    unfollowUser(id: $id) {\n      ...FollowChange_result\n    }\n  }\n": typeof types.UnfollowUserDocument,
    "\n  mutation FollowPlace($id: ID!) {\n    followPlace(id: $id) {\n      ...FollowChange_result\n    }\n  }\n": typeof types.FollowPlaceDocument,
    "\n  mutation UnfollowPlace($id: ID!) {\n    unfollowPlace(id: $id) {\n      ...FollowChange_result\n    }\n  }\n": typeof types.UnfollowPlaceDocument,
    "\n  fragment FollowButton_followingCount on User {\n    id\n    followingCount\n  }\n": typeof types.FollowButton_FollowingCountFragmentDoc,
    "\n  mutation LoginByCode($contact: ContactInput!, $code: String!) {\n    loginByCode(contact: $contact, code: $code) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n": typeof types.LoginByCodeDocument,
    "\n  mutation RestorePassword($contact: ContactInput!, $code: String!, $password: String!) {\n    restorePassword(contact: $contact, code: $code, password: $password) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n": typeof types.RestorePasswordDocument,
    "\n  mutation LoginByPassword($contact: ContactInput!, $password: String!) {\n    loginByPassword(contact: $contact, password: $password) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n": typeof types.LoginByPasswordDocument,
    "\n  query DevelopmentInbox($contact: ContactInput!) {\n    developmentInbox(contact: $contact) {\n      code\n      sentAt\n    }\n  }\n": typeof types.DevelopmentInboxDocument,
    "\n  mutation RequestCode($contact: ContactInput!, $purpose: CodePurpose!) {\n    requestCode(contact: $contact, purpose: $purpose) {\n      timeout\n    }\n  }\n": typeof types.RequestCodeDocument,
    "\n  mutation RequestPasswordRestore($contact: ContactInput!) {\n    requestPasswordRestore(contact: $contact) {\n      timeout\n    }\n  }\n": typeof types.RequestPasswordRestoreDocument,
    "\n  fragment MessageItem_message on Message {\n    id\n    chatId\n    author {\n      ...NotificationActor_actor\n    }\n    byOutlet\n    userId\n    text\n    imageSets {\n      ...GalleryPhoto_imageSet\n    }\n    isEdited\n    isViewed\n    isDeleted\n    timePassed\n    publicationDate\n  }\n": typeof types.MessageItem_MessageFragmentDoc,
    "\n  fragment ChatItem_chat on Chat {\n    id\n    side {\n      ...NotificationActor_actor\n    }\n    counterpart {\n      ...NotificationActor_actor\n    }\n    lastMessage {\n      ...MessageItem_message\n    }\n    isStaffed\n    notViewedMessageCount\n    messageCount\n    createdAt\n    isDeleted\n  }\n": typeof types.ChatItem_ChatFragmentDoc,
    "\n  fragment ChatCounters_counters on NotViewedCounters {\n    forUser\n    forOutlet\n    total\n  }\n": typeof types.ChatCounters_CountersFragmentDoc,
    "\n  fragment ChatCountersOnCounters on Counters {\n    chats {\n      ...ChatCounters_counters\n    }\n  }\n": typeof types.ChatCountersOnCountersFragmentDoc,
    "\n  query ChatList($isStaffed: Boolean!, $offset: Int!, $limit: Int!) {\n    chats(isStaffed: $isStaffed, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...ChatItem_chat\n      }\n    }\n  }\n": typeof types.ChatListDocument,
    "\n  query Chat($id: ID!) {\n    chat(id: $id) {\n      ...ChatItem_chat\n    }\n  }\n": typeof types.ChatDocument,
    "\n  query MessageList($chatId: ID!, $offset: Int!, $limit: Int!) {\n    messages(chatId: $chatId, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...MessageItem_message\n      }\n    }\n  }\n": typeof types.MessageListDocument,
    "\n  mutation StartChat($userId: ID, $placeId: ID, $organisationId: ID) {\n    startChat(userId: $userId, placeId: $placeId, organisationId: $organisationId) {\n      ...ChatItem_chat\n    }\n  }\n": typeof types.StartChatDocument,
    "\n  mutation SendMessage($chatId: ID!, $text: String, $imageIds: [ID!]) {\n    sendMessage(chatId: $chatId, text: $text, imageIds: $imageIds) {\n      ...MessageItem_message\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation EditMessage($id: ID!, $text: String, $imageIds: [ID!]) {\n    editMessage(id: $id, text: $text, imageIds: $imageIds) {\n      ...MessageItem_message\n    }\n  }\n": typeof types.EditMessageDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageItem_message\n    }\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation MarkChatViewed($chatId: ID!) {\n    markChatViewed(chatId: $chatId) {\n      ...ChatCounters_counters\n    }\n  }\n": typeof types.MarkChatViewedDocument,
    "\n  subscription MessageAdded($chatId: ID) {\n    messageAdded(chatId: $chatId) {\n      ...MessageItem_message\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  subscription MessageChanged($chatId: ID) {\n    messageChanged(chatId: $chatId) {\n      ...MessageItem_message\n    }\n  }\n": typeof types.MessageChangedDocument,
    "\n  subscription ChatChanged {\n    chatChanged {\n      ...ChatItem_chat\n    }\n  }\n": typeof types.ChatChangedDocument,
    "\n  query ChatResponseTimes {\n    chatResponseTimes {\n      outlet {\n        ...NotificationActor_actor\n      }\n      medianSeconds\n      answeredCount\n    }\n  }\n": typeof types.ChatResponseTimesDocument,
    "\n  query StaffName($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n    }\n  }\n": typeof types.StaffNameDocument,
    "\n  query CityPicker($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CityName_city\n      country\n    }\n  }\n": typeof types.CityPickerDocument,
    "\n  query ClosestCity($lat: Float!, $lon: Float!) {\n    closestCity(lat: $lat, lon: $lon) {\n      ...CityName_city\n      country\n    }\n  }\n": typeof types.ClosestCityDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    ...PublicationItem_publication\n    subjectComment {\n      ...CommentAuthorName_comment\n    }\n  }\n": typeof types.CommentItem_CommentFragmentDoc,
    "\n  fragment CommentAuthorName_comment on Authored {\n    id\n    byOutlet\n    user {\n      id\n      displayName\n    }\n    place {\n      id\n      name\n    }\n    organisation {\n      id\n      name\n    }\n  }\n": typeof types.CommentAuthorName_CommentFragmentDoc,
    "\n  fragment CommentChange_post on Post {\n    id\n    commentCount\n    lastComments {\n      ...CommentItem_comment\n    }\n  }\n": typeof types.CommentChange_PostFragmentDoc,
    "\n  fragment CommentModeration_change on CommentChange {\n    comment {\n      id\n      isDeleted\n      isHidden\n    }\n    post {\n      ...CommentChange_post\n    }\n  }\n": typeof types.CommentModeration_ChangeFragmentDoc,
    "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      post {\n        ...CommentChange_post\n      }\n    }\n  }\n": typeof types.CreateCommentDocument,
    "\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      post {\n        id\n        commentCount\n      }\n    }\n  }\n": typeof types.EditCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation HideComment($id: ID!) {\n    hideComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n": typeof types.HideCommentDocument,
    "\n  mutation RestoreComment($id: ID!) {\n    restoreComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n": typeof types.RestoreCommentDocument,
    "\n  mutation LikeComment($id: ID!, $postId: ID!, $byOutlet: Boolean!) {\n    likeComment(id: $id, postId: $postId, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n": typeof types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: ID!, $postId: ID!, $byOutlet: Boolean!) {\n    unlikeComment(id: $id, postId: $postId, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n": typeof types.UnlikeCommentDocument,
    "\n  fragment LastCommentIds on Post {\n    id\n    lastComments {\n      id\n    }\n  }\n": typeof types.LastCommentIdsFragmentDoc,
    "\n  fragment PostComments_post on Post {\n    id\n    commentCount\n    hasAccess\n    canHide\n    place {\n      id\n      name\n    }\n    organisation {\n      id\n      name\n    }\n  }\n": typeof types.PostComments_PostFragmentDoc,
    "\n  query PostComments($postId: ID!, $includeHidden: Boolean!, $offset: Int!, $limit: Int!) {\n    comments(postId: $postId, includeHidden: $includeHidden, offset: $offset, limit: $limit) {\n      items {\n        ...CommentItem_comment\n      }\n      hasMore\n    }\n  }\n": typeof types.PostCommentsDocument,
    "\n  fragment FollowList_user on User {\n    ...Author_user\n    ...FollowButton_user\n  }\n": typeof types.FollowList_UserFragmentDoc,
    "\n  fragment FollowList_place on Place {\n    ...Author_place\n    category {\n      id\n      name\n    }\n    ...FollowButton_place\n  }\n": typeof types.FollowList_PlaceFragmentDoc,
    "\n  fragment FollowList_userPage on UserPage {\n    items {\n      ...FollowList_user\n    }\n    hasMore\n  }\n": typeof types.FollowList_UserPageFragmentDoc,
    "\n  query Followers($userId: ID, $placeId: ID, $offset: Int!, $limit: Int!) {\n    followers(userId: $userId, placeId: $placeId, offset: $offset, limit: $limit) {\n      ...FollowList_userPage\n    }\n  }\n": typeof types.FollowersDocument,
    "\n  query FollowingUsers($userId: ID!, $offset: Int!, $limit: Int!) {\n    followingUsers(userId: $userId, offset: $offset, limit: $limit) {\n      ...FollowList_userPage\n    }\n  }\n": typeof types.FollowingUsersDocument,
    "\n  query FollowingPlaces($userId: ID!, $offset: Int!, $limit: Int!) {\n    followingPlaces(userId: $userId, offset: $offset, limit: $limit) {\n      items {\n        ...FollowList_place\n      }\n      hasMore\n    }\n  }\n": typeof types.FollowingPlacesDocument,
    "\n  fragment GalleryCard_gallery on Gallery {\n    id\n    title\n    photosCount\n    cover {\n      id\n      thumbnail {\n        ...ImageSize_variant\n      }\n    }\n  }\n": typeof types.GalleryCard_GalleryFragmentDoc,
    "\n  query PlaceGalleries($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      category {\n        ...CategoryName_category\n      }\n      menuDescription\n      galleries {\n        ...GalleryPage_gallery\n      }\n      menus {\n        ...GalleryPage_gallery\n      }\n    }\n  }\n": typeof types.PlaceGalleriesDocument,
    "\n  fragment GalleryPhoto_imageSet on ImageSet {\n    id\n    description\n    thumbnail {\n      ...ImageSize_variant\n    }\n    standard {\n      ...ImageSize_variant\n    }\n    original {\n      ...ImageSize_variant\n    }\n  }\n": typeof types.GalleryPhoto_ImageSetFragmentDoc,
    "\n  fragment GalleryPage_gallery on Gallery {\n    id\n    title\n    description\n    photosCount\n    orderNumber\n    cover {\n      id\n      thumbnail {\n        ...ImageSize_variant\n      }\n    }\n    photos {\n      ...GalleryPhoto_imageSet\n    }\n  }\n": typeof types.GalleryPage_GalleryFragmentDoc,
    "\n  fragment PlaceModeBar_place on Place {\n    id\n    latinName\n    moderationStatus\n    hasAccess\n  }\n": typeof types.PlaceModeBar_PlaceFragmentDoc,
    "\n  mutation ModeratePlace($id: ID!, $status: ModerationStatus!, $reason: String) {\n    moderatePlace(id: $id, status: $status, reason: $reason) {\n      ...ModerationNotice_place\n    }\n  }\n": typeof types.ModeratePlaceDocument,
    "\n  fragment ModerationNotice_place on Place {\n    id\n    moderationStatus\n    moderationUnpublishedReason\n  }\n": typeof types.ModerationNotice_PlaceFragmentDoc,
    "\n  mutation SavePlacePreview($id: ID!, $input: PlaceInput!) {\n    updatePlace(id: $id, input: $input) {\n      id\n      latinName\n      name\n      shortDescription\n      description\n      parkingInfo\n      roadInfo\n      menuDescription\n      moderationStatus\n      moderationUnpublishedReason\n    }\n  }\n": typeof types.SavePlacePreviewDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  subscription CountersChanged {\n    countersChanged {\n      ...Counters_counters\n    }\n  }\n": typeof types.CountersChangedDocument,
    "\n  fragment NotificationActor_actor on NotificationActor {\n    type\n    id\n    name\n    latinName\n    thumbnailUrl\n  }\n": typeof types.NotificationActor_ActorFragmentDoc,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    creator {\n      ...NotificationActor_actor\n    }\n    outlet {\n      ...NotificationActor_actor\n    }\n    recipientId\n    objectType\n    objectId\n    postId\n    postType\n    commentId\n    chatId\n    preview\n    outcome\n    reservation {\n      name\n      guestsCount\n      datetime\n      timeZone\n      status\n      answer\n    }\n    offer {\n      entryId\n      guestsCount\n      datetime\n      timeZone\n      status\n      expiresAt\n    }\n    isViewed\n    isForUser\n    timePassed\n    createdAt\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationList($forOutlet: Boolean!, $offset: Int!, $limit: Int!) {\n    notifications(forOutlet: $forOutlet, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...NotificationItem_notification\n      }\n    }\n  }\n": typeof types.NotificationListDocument,
    "\n  mutation MarkNotificationsViewed($forOutlet: Boolean!, $ids: [ID!]) {\n    markNotificationsViewed(forOutlet: $forOutlet, ids: $ids) {\n      ...Counters_counters\n    }\n  }\n": typeof types.MarkNotificationsViewedDocument,
    "\n  query OrganisationsPage($city: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $city) {\n      ...CityName_city\n    }\n    organisations(city: $city, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        name\n        placeCount\n        category {\n          id\n          name\n        }\n        avatar {\n          ...Thumbnail_imageSet\n        }\n      }\n    }\n  }\n": typeof types.OrganisationsPageDocument,
    "\n  fragment PermissionPerson_user on User {\n    ...Author_user\n    email\n  }\n": typeof types.PermissionPerson_UserFragmentDoc,
    "\n  fragment OutletPermissions_outlet on Outlet {\n    id\n    name\n    hasAccess\n    isOwned\n    isManaged\n    isRequested\n  }\n": typeof types.OutletPermissions_OutletFragmentDoc,
    "\n  fragment OutletAccessLists_outlet on Outlet {\n    id\n    owners {\n      ...PermissionPerson_user\n    }\n    managers {\n      ...PermissionPerson_user\n    }\n    requesters {\n      ...PermissionPerson_user\n    }\n  }\n": typeof types.OutletAccessLists_OutletFragmentDoc,
    "\n  query PlaceAccessLists($id: ID!) {\n    place(id: $id) {\n      ...OutletAccessLists_outlet\n    }\n  }\n": typeof types.PlaceAccessListsDocument,
    "\n  query OrganisationAccessLists($id: ID!) {\n    organisation(id: $id) {\n      ...OutletAccessLists_outlet\n    }\n  }\n": typeof types.OrganisationAccessListsDocument,
    "\n  fragment PermissionChange_outlet on Outlet {\n    ...OutletPermissions_outlet\n    isStaffed\n    ...OutletAccessLists_outlet\n  }\n": typeof types.PermissionChange_OutletFragmentDoc,
    "\n  fragment PermissionChange_result on PermissionChange {\n    user {\n      id\n    }\n    place {\n      ...PermissionChange_outlet\n    }\n    organisation {\n      ...PermissionChange_outlet\n    }\n  }\n": typeof types.PermissionChange_ResultFragmentDoc,
    "\n  mutation RequestPermission($placeId: ID, $organisationId: ID) {\n    requestPermission(placeId: $placeId, organisationId: $organisationId) {\n      ...PermissionChange_result\n    }\n  }\n": typeof types.RequestPermissionDocument,
    "\n  mutation GrantPermission(\n    $placeId: ID\n    $organisationId: ID\n    $value: PermissionValue!\n    $userId: ID\n    $email: String\n  ) {\n    grantPermission(\n      placeId: $placeId\n      organisationId: $organisationId\n      value: $value\n      userId: $userId\n      email: $email\n    ) {\n      ...PermissionChange_result\n    }\n  }\n": typeof types.GrantPermissionDocument,
    "\n  mutation RevokePermission($placeId: ID, $organisationId: ID, $userId: ID) {\n    revokePermission(placeId: $placeId, organisationId: $organisationId, userId: $userId) {\n      ...PermissionChange_result\n    }\n  }\n": typeof types.RevokePermissionDocument,
    "\n  query FilterOptions {\n    categories {\n      ...CategoryName_category\n    }\n    cuisines {\n      value\n      label\n    }\n  }\n": typeof types.FilterOptionsDocument,
    "\n  fragment Managed_outlet on Outlet {\n    id\n    hasAccess\n    isStaffed\n    isDeleted\n  }\n": typeof types.Managed_OutletFragmentDoc,
    "\n  fragment OrganisationForm_organisation on Organisation {\n    id\n    name\n    ...Managed_outlet\n    category {\n      id\n    }\n    city {\n      ...CityName_city\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n": typeof types.OrganisationForm_OrganisationFragmentDoc,
    "\n  query OrganisationEdit($id: ID!) {\n    organisation(id: $id) {\n      ...OrganisationForm_organisation\n    }\n  }\n": typeof types.OrganisationEditDocument,
    "\n  mutation CreateOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      ...OrganisationForm_organisation\n    }\n  }\n": typeof types.CreateOrganisationDocument,
    "\n  mutation UpdateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      ...OrganisationForm_organisation\n    }\n  }\n": typeof types.UpdateOrganisationDocument,
    "\n  mutation DeleteOrganisation($id: ID!) {\n    deleteOrganisation(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.DeleteOrganisationDocument,
    "\n  query PlaceCategories {\n    categories {\n      ...CategoryName_category\n    }\n  }\n": typeof types.PlaceCategoriesDocument,
    "\n  query PlaceCatalog {\n    categories {\n      ...CategoryName_category\n    }\n    cuisines {\n      value\n      label\n    }\n    dresscodes {\n      id\n      title\n    }\n  }\n": typeof types.PlaceCatalogDocument,
    "\n  mutation CreatePlace($input: PlaceInput!) {\n    createPlace(input: $input) {\n      id\n      latinName\n      name\n      moderationStatus\n    }\n  }\n": typeof types.CreatePlaceDocument,
    "\n  fragment PlaceForm_place on Place {\n    id\n    latinName\n    name\n    status\n    ...Managed_outlet\n    moderationStatus\n    moderationUnpublishedReason\n    hasOwner\n    city {\n      ...CityCentre_city\n    }\n    category {\n      ...CategoryName_category\n    }\n    subCategory {\n      id\n    }\n    cuisines {\n      value\n    }\n    organisation {\n      id\n      name\n    }\n    shortDescription\n    description\n    ...PlaceContacts_place\n    schedules {\n      ...ScheduleHours_schedule\n      name\n    }\n    features {\n      alcohol\n      businessLunch\n      cashfree\n      childrenRoom\n      dancefloor\n      delivery\n      entertainment\n      hookah\n      karaoke\n      liveMusic\n      mobileCharge\n      parkingType\n      smokeZone\n      sportTranslations\n      terrace\n      wifi\n    }\n    averageCheck\n    dresscode {\n      id\n    }\n    parkingInfo\n    roadInfo\n    menuDescription\n    galleries {\n      ...PlaceForm_gallery\n    }\n    menus {\n      ...PlaceForm_gallery\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n    logo {\n      ...Thumbnail_imageSet\n    }\n    background {\n      ...Thumbnail_imageSet\n    }\n    location {\n      ...Address_location\n    }\n  }\n": typeof types.PlaceForm_PlaceFragmentDoc,
    "\n  fragment PlaceForm_gallery on Gallery {\n    id\n    title\n    description\n    orderNumber\n    photos {\n      ...Thumbnail_imageSet\n    }\n  }\n": typeof types.PlaceForm_GalleryFragmentDoc,
    "\n  query PlaceEdit($id: ID!) {\n    place(id: $id) {\n      ...PlaceForm_place\n    }\n  }\n": typeof types.PlaceEditDocument,
    "\n  mutation UpdatePlace($id: ID!, $input: PlaceInput!) {\n    updatePlace(id: $id, input: $input) {\n      ...PlaceForm_place\n    }\n  }\n": typeof types.UpdatePlaceDocument,
    "\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id) {\n      id\n      status\n      isDeleted\n    }\n  }\n": typeof types.DeletePlaceDocument,
    "\n  mutation RecoverPlace($id: ID!) {\n    recoverPlace(id: $id) {\n      id\n      status\n      isDeleted\n    }\n  }\n": typeof types.RecoverPlaceDocument,
    "\n  query PickableOrganisations {\n    pickableOrganisations(limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PickableOrganisationsDocument,
    "\n  query StaffedPlaces($offset: Int, $limit: Int) {\n    staffedPlaces(offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        latinName\n        name\n        isDeleted\n        moderationStatus\n        isRequested\n        city {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.StaffedPlacesDocument,
    "\n  query StaffedOrganisations($offset: Int, $limit: Int) {\n    staffedOrganisations(offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        name\n        placeCount\n        isDeleted\n      }\n    }\n  }\n": typeof types.StaffedOrganisationsDocument,
    "\n  fragment PlaceLabels_place on Place {\n    averageCheck\n    isTop50Bars\n    isTop100Restaurants\n    isTopCafes\n  }\n": typeof types.PlaceLabels_PlaceFragmentDoc,
    "\n  fragment PlaceCardPage_page on PlacePage {\n    hasMore\n    items {\n      ...PlaceCard_place\n    }\n  }\n": typeof types.PlaceCardPage_PageFragmentDoc,
    "\n  fragment PlaceCard_place on Place {\n    id\n    latinName\n    name\n    category {\n      id\n      name\n    }\n    cuisines {\n      value\n      label\n    }\n    avatar {\n      id\n      thumbnail {\n        url\n        width\n      }\n      standard {\n        ...ImageSize_variant\n      }\n    }\n    ...PlaceLabels_place\n    isReservationsEnabled\n    status\n    ...FollowButton_place\n    location {\n      ...Address_location\n      distance\n    }\n    city {\n      id\n      timeZone\n    }\n    schedules {\n      ...ScheduleHours_schedule\n    }\n  }\n": typeof types.PlaceCard_PlaceFragmentDoc,
    "\n  query PlaceList(\n    $city: String!\n    $filter: PlaceFilter\n    $lat: Float\n    $lon: Float\n    $offset: Int!\n    $limit: Int!\n  ) {\n    places(city: $city, filter: $filter, lat: $lat, lon: $lon, offset: $offset, limit: $limit) {\n      ...PlaceCardPage_page\n    }\n  }\n": typeof types.PlaceListDocument,
    "\n  fragment PostEditor_outlet on Outlet {\n    ...WritePostLink_outlet\n    name\n    city {\n      ...CityCentre_city\n    }\n  }\n": typeof types.PostEditor_OutletFragmentDoc,
    "\n  query PostEditorPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      ...PostEditor_outlet\n    }\n  }\n": typeof types.PostEditorPlaceDocument,
    "\n  query PostEditorOrganisation($id: ID!) {\n    organisation(id: $id) {\n      ...PostEditor_outlet\n    }\n  }\n": typeof types.PostEditorOrganisationDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      type\n      city {\n        id\n        latinName\n      }\n      place {\n        id\n      }\n      organisation {\n        id\n      }\n      user {\n        id\n      }\n      ...PostCard_post\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  query PostEdit($id: ID!) {\n    post(id: $id) {\n      id\n      type\n      text\n      rating\n      lat\n      lon\n      isDeleted\n      hasAccess\n      city {\n        ...CityCentre_city\n      }\n      place {\n        id\n        name\n      }\n      organisation {\n        id\n        name\n      }\n      imageSets {\n        ...Thumbnail_imageSet\n      }\n    }\n  }\n": typeof types.PostEditDocument,
    "\n  mutation EditPost($id: ID!, $input: EditPostInput!) {\n    editPost(id: $id, input: $input) {\n      id\n      lat\n      lon\n      ...PostCard_post\n    }\n  }\n": typeof types.EditPostDocument,
    "\n  query PostPlaceChooser($city: String!, $filter: PlaceFilter, $limit: Int!) {\n    places(city: $city, filter: $filter, limit: $limit) {\n      items {\n        id\n        name\n        latinName\n        avatar {\n          ...Thumbnail_imageSet\n        }\n        category {\n          id\n          name\n        }\n        location {\n          street\n          building\n        }\n      }\n      hasMore\n    }\n  }\n": typeof types.PostPlaceChooserDocument,
    "\n  fragment WritePostLink_outlet on Outlet {\n    id\n    hasOwner\n    hasAccess\n  }\n": typeof types.WritePostLink_OutletFragmentDoc,
    "\n  query PostLikes($postId: ID!, $offset: Int!, $limit: Int!) {\n    likes(postId: $postId, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        ...Author_authored\n        user {\n          ...FollowButton_user\n        }\n      }\n    }\n  }\n": typeof types.PostLikesDocument,
    "\n  fragment PostCard_post on Post {\n    id\n    type\n    rating\n    isVisited\n    lat\n    lon\n    city {\n      id\n      name\n    }\n    nearestPlace {\n      ...NearestPlace_place\n    }\n    ...PublicationItem_publication\n    commentCount\n    lastComments {\n      ...CommentAuthorName_comment\n      text\n      isDeleted\n      isHidden\n    }\n  }\n": typeof types.PostCard_PostFragmentDoc,
    "\n  query PostList($filter: PostFilter, $offset: Int!, $limit: Int!) {\n    posts(filter: $filter, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...PostCard_post\n      }\n    }\n  }\n": typeof types.PostListDocument,
    "\n  mutation LikePost($id: ID!, $byOutlet: Boolean) {\n    likePost(id: $id, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n": typeof types.LikePostDocument,
    "\n  mutation UnlikePost($id: ID!, $byOutlet: Boolean) {\n    unlikePost(id: $id, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n": typeof types.UnlikePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.RestorePostDocument,
    "\n  mutation HidePost($id: ID!) {\n    hidePost(id: $id) {\n      id\n      isHidden\n    }\n  }\n": typeof types.HidePostDocument,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      ...PostCard_post\n    }\n  }\n": typeof types.PostPageDocument,
    "\n  subscription ReservationUpdated {\n    reservationUpdated {\n      reservationId\n      placeId\n    }\n  }\n": typeof types.ReservationUpdatedDocument,
    "\n  query MyReservations($offset: Int, $limit: Int) {\n    myReservations(offset: $offset, limit: $limit) {\n      items {\n        ...Reservation_reservation\n      }\n      hasMore\n      waitlist {\n        ...WaitlistEntry_entry\n      }\n    }\n  }\n": typeof types.MyReservationsDocument,
    "\n  query StaffReservationsPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      city {\n        id\n        timeZone\n      }\n      category {\n        ...CategoryName_category\n      }\n      schedules {\n        ...ScheduleHours_schedule\n      }\n    }\n  }\n": typeof types.StaffReservationsPlaceDocument,
    "\n  query PlaceReservations($placeId: ID!, $offset: Int, $limit: Int) {\n    reservations(placeId: $placeId, offset: $offset, limit: $limit) {\n      items {\n        ...Reservation_reservation\n      }\n      hasMore\n    }\n  }\n": typeof types.PlaceReservationsDocument,
    "\n  query BookingPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      isReservationsEnabled\n      city {\n        timeZone\n      }\n      category {\n        ...CategoryName_category\n      }\n    }\n  }\n": typeof types.BookingPlaceDocument,
    "\n  fragment ReservationSlot_slot on ReservationSlot {\n    time\n    available\n    tables {\n      seats\n      available\n    }\n    waiting\n  }\n": typeof types.ReservationSlot_SlotFragmentDoc,
    "\n  query ReservationSlots($placeId: ID!, $date: String!) {\n    reservationSlots(placeId: $placeId, date: $date) {\n      ...ReservationSlot_slot\n    }\n  }\n": typeof types.ReservationSlotsDocument,
    "\n  subscription AvailabilityChanged($placeId: ID!, $date: String!) {\n    availabilityChanged(placeId: $placeId, date: $date) {\n      ...ReservationSlot_slot\n    }\n  }\n": typeof types.AvailabilityChangedDocument,
    "\n  mutation RequestReservationCode(\n    $phone: String!\n    $placeId: ID\n    $datetime: String\n    $guestsCount: Int\n  ) {\n    requestReservationCode(\n      phone: $phone\n      placeId: $placeId\n      datetime: $datetime\n      guestsCount: $guestsCount\n    ) {\n      timeout\n    }\n  }\n": typeof types.RequestReservationCodeDocument,
    "\n  fragment ReservationPlace_place on Place {\n    id\n    name\n    latinName\n    city {\n      id\n      timeZone\n    }\n  }\n": typeof types.ReservationPlace_PlaceFragmentDoc,
    "\n  fragment Reservation_reservation on Reservation {\n    id\n    status\n    guestsCount\n    name\n    datetime\n    zoneChoice\n    comment\n    phone\n    isViewed\n    isConfirmed\n    answer\n    hasNewComments\n    isPast\n    place {\n      ...ReservationPlace_place\n    }\n  }\n": typeof types.Reservation_ReservationFragmentDoc,
    "\n  mutation CreateReservation($input: ReservationInput!) {\n    createReservation(input: $input) {\n      ...Reservation_reservation\n    }\n  }\n": typeof types.CreateReservationDocument,
    "\n  mutation ConfirmReservation($code: String!, $answer: String) {\n    confirmReservation(code: $code, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n": typeof types.ConfirmReservationDocument,
    "\n  mutation DeclineReservation($code: String!, $answer: String) {\n    declineReservation(code: $code, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n": typeof types.DeclineReservationDocument,
    "\n  mutation AnswerReservation($id: ID!, $confirmed: Boolean!, $answer: String) {\n    answerReservation(id: $id, confirmed: $confirmed, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n": typeof types.AnswerReservationDocument,
    "\n  query ReservationByCode($code: String!) {\n    reservationByCode(code: $code) {\n      ...Reservation_reservation\n      isGuestConfirmed\n    }\n  }\n": typeof types.ReservationByCodeDocument,
    "\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      ...Reservation_reservation\n    }\n  }\n": typeof types.CancelReservationDocument,
    "\n  fragment WaitlistEntry_entry on WaitlistEntry {\n    id\n    name\n    guestsCount\n    date\n    from\n    to\n    status\n    position\n    offer {\n      datetime\n      seats\n      expiresAt\n    }\n    place {\n      ...ReservationPlace_place\n    }\n  }\n": typeof types.WaitlistEntry_EntryFragmentDoc,
    "\n  mutation JoinWaitlist($input: WaitlistInput!) {\n    joinWaitlist(input: $input) {\n      ...WaitlistEntry_entry\n    }\n  }\n": typeof types.JoinWaitlistDocument,
    "\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id) {\n      ...WaitlistEntry_entry\n    }\n  }\n": typeof types.LeaveWaitlistDocument,
    "\n  mutation AcceptOffer($id: ID!) {\n    acceptOffer(id: $id) {\n      ...Reservation_reservation\n    }\n  }\n": typeof types.AcceptOfferDocument,
    "\n  mutation DeclineOffer($id: ID!) {\n    declineOffer(id: $id) {\n      ...WaitlistEntry_entry\n    }\n  }\n": typeof types.DeclineOfferDocument,
    "\n  query PlaceWaitlist($placeId: ID!, $date: String!) {\n    waitlist(placeId: $placeId, date: $date) {\n      ...WaitlistEntry_entry\n      phone\n    }\n  }\n": typeof types.PlaceWaitlistDocument,
    "\n  fragment ReservationSettings_settings on ReservationSettings {\n    placeId\n    isReservationsEnabled\n    horizonDays\n    cancelCutoffMinutes\n    times {\n      dayOfWeek\n      time\n      tables {\n        seats\n        count\n      }\n    }\n  }\n": typeof types.ReservationSettings_SettingsFragmentDoc,
    "\n  query ReservationSettings($placeId: ID!) {\n    reservationSettings(placeId: $placeId) {\n      ...ReservationSettings_settings\n    }\n  }\n": typeof types.ReservationSettingsDocument,
    "\n  mutation UpdateReservationSettings($placeId: ID!, $input: ReservationSettingsInput!) {\n    updateReservationSettings(placeId: $placeId, input: $input) {\n      ...ReservationSettings_settings\n    }\n  }\n": typeof types.UpdateReservationSettingsDocument,
    "\n  query Search($query: String!, $offset: Int!, $limit: Int!, $city: String) {\n    search(query: $query, offset: $offset, limit: $limit, city: $city) {\n      hasMore\n      nextOffset\n      items {\n        __typename\n        ... on Place {\n          id\n          latinName\n          name\n          category {\n            id\n            name\n          }\n          city {\n            id\n            name\n          }\n          avatar {\n            ...Thumbnail_imageSet\n          }\n        }\n        ... on User {\n          id\n          displayName\n          ...FollowButton_user\n          avatar {\n            ...Thumbnail_imageSet\n          }\n          city {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  mutation ChangePassword($oldPassword: String, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  query ProfileCities($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CityName_city\n    }\n  }\n": typeof types.ProfileCitiesDocument,
    "\n  query ProfileEdit($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      isDeleted\n      ...ProfileForm_user\n    }\n  }\n": typeof types.ProfileEditDocument,
    "\n  fragment ProfileForm_user on User {\n    id\n    firstName\n    secondName\n    about\n    link\n    city {\n      ...CityName_city\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n": typeof types.ProfileForm_UserFragmentDoc,
    "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...Session_user\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment Author_user on User {\n    id\n    displayName\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n": typeof types.Author_UserFragmentDoc,
    "\n  fragment Author_place on Place {\n    id\n    latinName\n    name\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n": typeof types.Author_PlaceFragmentDoc,
    "\n  fragment Author_organisation on Organisation {\n    id\n    name\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n": typeof types.Author_OrganisationFragmentDoc,
    "\n  fragment Author_authored on Authored {\n    byOutlet\n    user {\n      ...Author_user\n    }\n    place {\n      ...Author_place\n    }\n    organisation {\n      ...Author_organisation\n    }\n  }\n": typeof types.Author_AuthoredFragmentDoc,
    "\n  fragment Counters_counters on Counters {\n    notifications {\n      forUser\n      forOutlet\n      total\n    }\n    chats {\n      ...ChatCounters_counters\n    }\n  }\n": typeof types.Counters_CountersFragmentDoc,
    "\n  query Counters {\n    counters {\n      ...Counters_counters\n    }\n  }\n": typeof types.CountersDocument,
    "\n  query CurrentCity($latinName: String!) {\n    city(latinName: $latinName) {\n      ...CityCentre_city\n      timeZone\n    }\n  }\n": typeof types.CurrentCityDocument,
    "\n  fragment LikeState_publication on Publication {\n    id\n    isLiked\n    likeCount\n    hasOutletLike\n  }\n": typeof types.LikeState_PublicationFragmentDoc,
    "\n  fragment NearestPlace_place on Place {\n    id\n    name\n    latinName\n    location {\n      ...Address_location\n      distance\n    }\n  }\n": typeof types.NearestPlace_PlaceFragmentDoc,
    "\n  query NearestPlace($city: String!, $lat: Float!, $lon: Float!) {\n    places(city: $city, lat: $lat, lon: $lon, orderBy: DISTANCE, limit: 1) {\n      items {\n        ...NearestPlace_place\n      }\n    }\n  }\n": typeof types.NearestPlaceDocument,
    "\n  fragment Session_user on User {\n    id\n    firstName\n    secondName\n    fullName\n    displayName\n    avatar {\n      ...Thumbnail_imageSet\n    }\n    city {\n      ...CityName_city\n    }\n    about\n    link\n    phone\n    email\n  }\n": typeof types.Session_UserFragmentDoc,
    "\n  fragment Session_account on Account {\n    user {\n      ...Session_user\n    }\n    isNew\n    isStaff\n    isAdmin\n    isRequester\n    isContentManager\n    isAuthorPlace\n  }\n": typeof types.Session_AccountFragmentDoc,
    "\n  query Session {\n    me {\n      ...Session_account\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment Thumbnail_imageSet on ImageSet {\n    id\n    thumbnail {\n      url\n    }\n  }\n": typeof types.Thumbnail_ImageSetFragmentDoc,
    "\n  fragment CityName_city on City {\n    id\n    name\n    latinName\n  }\n": typeof types.CityName_CityFragmentDoc,
    "\n  fragment CategoryName_category on Category {\n    id\n    name\n    latinName\n  }\n": typeof types.CategoryName_CategoryFragmentDoc,
    "\n  fragment PlaceHeading_place on Place {\n    id\n    latinName\n    name\n    city {\n      ...CityName_city\n    }\n  }\n": typeof types.PlaceHeading_PlaceFragmentDoc,
    "\n  fragment ScheduleHours_schedule on Schedule {\n    id\n    isMain\n    items {\n      dayOfWeek\n      startAt\n      endAt\n    }\n  }\n": typeof types.ScheduleHours_ScheduleFragmentDoc,
    "\n  fragment ImageSize_variant on ImageVariant {\n    url\n    width\n    height\n  }\n": typeof types.ImageSize_VariantFragmentDoc,
    "\n  fragment PlaceContacts_place on Place {\n    phones {\n      id\n      phone\n      name\n    }\n    links {\n      id\n      name\n      link\n    }\n  }\n": typeof types.PlaceContacts_PlaceFragmentDoc,
    "\n  fragment PublicationItem_publication on Publication {\n    ...Author_authored\n    text\n    imageSets {\n      ...GalleryPhoto_imageSet\n    }\n    ...LikeState_publication\n    isEdited\n    isDeleted\n    isHidden\n    hasAccess\n    canHide\n    timePassed\n    publicationDate\n  }\n": typeof types.PublicationItem_PublicationFragmentDoc,
    "\n  fragment Address_location on Location {\n    street\n    building\n    lat\n    lon\n  }\n": typeof types.Address_LocationFragmentDoc,
    "\n  fragment CityCentre_city on City {\n    ...CityName_city\n    lat\n    lon\n  }\n": typeof types.CityCentre_CityFragmentDoc,
    "\n      fragment Full on ImageSet {\n        id\n        thumbnail {\n          url\n          width\n          height\n        }\n      }\n    ": typeof types.FullFragmentDoc,
    "\n      fragment Short on ImageSet {\n        id\n        thumbnail {\n          url\n        }\n      }\n    ": typeof types.ShortFragmentDoc,
    "\n  query OutletPostsPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n    }\n  }\n": typeof types.OutletPostsPlaceDocument,
    "\n  query OutletPostsOrganisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.OutletPostsOrganisationDocument,
    "\n  query OrganisationPage($id: ID!, $offset: Int!, $limit: Int!) {\n    organisation(id: $id) {\n      id\n      name\n      category {\n        id\n        name\n      }\n      placeCount\n      newsCount\n      reviewCount\n      ...WritePostLink_outlet\n      ...OutletPermissions_outlet\n      ...Managed_outlet\n      city {\n        ...CityName_city\n      }\n      avatar {\n        id\n        standard {\n          url\n        }\n        thumbnail {\n          url\n        }\n      }\n      places(offset: $offset, limit: $limit) {\n        ...PlaceCardPage_page\n      }\n    }\n  }\n": typeof types.OrganisationPageDocument,
    "\n  query PlaceLatestPosts($placeId: ID!, $type: PostType!, $limit: Int!) {\n    posts(filter: { placeId: $placeId, type: $type }, limit: $limit) {\n      items {\n        ...PostCard_post\n      }\n    }\n  }\n": typeof types.PlaceLatestPostsDocument,
    "\n  query PlacePage($id: ID!, $recommendedLimit: Int!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      shortDescription\n      description\n      category {\n        ...CategoryName_category\n      }\n      cuisines {\n        value\n        label\n      }\n      city {\n        timeZone\n      }\n      avatar {\n        id\n        standard {\n          ...ImageSize_variant\n        }\n      }\n      background {\n        id\n        cover {\n          ...ImageSize_variant\n        }\n      }\n      ...PlaceLabels_place\n      isReservationsEnabled\n      hasAccess\n      followerCount\n      reviewCount\n      newsCount\n      averageRating\n      location {\n        ...Address_location\n      }\n      ...PlaceContacts_place\n      features {\n        alcohol\n        cashfree\n        wifi\n        dancefloor\n        entertainment\n        liveMusic\n        parkingType\n        smokeZone\n      }\n      dresscode {\n        id\n        title\n        description\n      }\n      parkingInfo\n      roadInfo\n      schedules {\n        ...ScheduleHours_schedule\n        name\n      }\n      organisation {\n        id\n        name\n        placeCount\n        avatar {\n          ...Thumbnail_imageSet\n        }\n      }\n      galleries {\n        ...GalleryCard_gallery\n      }\n      menus {\n        ...GalleryCard_gallery\n      }\n      menuDescription\n      ...FollowButton_place\n      ...WritePostLink_outlet\n      ...PlaceModeBar_place\n      ...ModerationNotice_place\n      ...OutletPermissions_outlet\n      ...Managed_outlet\n      someFollowers {\n        ...Author_user\n      }\n      recommended(limit: $recommendedLimit) {\n        ...PlaceCard_place\n      }\n    }\n  }\n": typeof types.PlacePageDocument,
    "\n  query PlacesMap(\n    $city: String!\n    $filter: PlaceFilter\n    $lat: Float\n    $lon: Float\n    $orderBy: PlaceOrder\n    $limit: Int!\n  ) {\n    places(city: $city, filter: $filter, lat: $lat, lon: $lon, orderBy: $orderBy, limit: $limit) {\n      ...PlaceCardPage_page\n    }\n  }\n": typeof types.PlacesMapDocument,
    "\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      ...ProfileForm_user\n      displayName\n      avatar {\n        thumbnail {\n          ...ImageSize_variant\n        }\n        standard {\n          ...ImageSize_variant\n        }\n      }\n      postCount\n      followerCount\n      followingCount\n      isDeleted\n      ...FollowButton_user\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  query PageHeadPlace($id: ID!) {\n    place(id: $id) {\n      name\n      latinName\n      shortDescription\n      city {\n        name\n      }\n      avatar {\n        standard {\n          url\n        }\n      }\n      background {\n        cover {\n          url\n        }\n      }\n    }\n  }\n": typeof types.PageHeadPlaceDocument,
    "\n  query PageHeadPost($id: ID!) {\n    post(id: $id) {\n      id\n      text\n      isDeleted\n      isHidden\n    }\n  }\n": typeof types.PageHeadPostDocument,
    "\n  query PageHeadOrganisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      placeCount\n      avatar {\n        standard {\n          url\n        }\n      }\n    }\n  }\n": typeof types.PageHeadOrganisationDocument,
    "\n  query PageHeadUser($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      about\n      isDeleted\n    }\n  }\n": typeof types.PageHeadUserDocument,
    "\n  query PageHeadCity($latinName: String!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n  }\n": typeof types.PageHeadCityDocument,
    "\n  query PageHeadPlacesPage($latinName: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n    places(city: $latinName, offset: $offset, limit: $limit) {\n      hasMore\n    }\n  }\n": typeof types.PageHeadPlacesPageDocument,
    "\n  query PageHeadOrganisationsPage($latinName: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n    organisations(city: $latinName, offset: $offset, limit: $limit) {\n      hasMore\n    }\n  }\n": typeof types.PageHeadOrganisationsPageDocument,
};
const documents: Documents = {
    "\n  fragment FollowButton_user on User {\n    id\n    isFollowed\n    followerCount\n    displayName\n  }\n": types.FollowButton_UserFragmentDoc,
    "\n  fragment FollowButton_place on Place {\n    id\n    isFollowed\n    followerCount\n    name\n  }\n": types.FollowButton_PlaceFragmentDoc,
    "\n  fragment FollowChange_result on FollowChange {\n    isFollowed\n    user {\n      id\n      isFollowed\n      followerCount\n    }\n    place {\n      id\n      isFollowed\n      followerCount\n    }\n    follower {\n      id\n      followingCount\n    }\n  }\n": types.FollowChange_ResultFragmentDoc,
    "\n  mutation FollowUser($id: ID!) {\n    followUser(id: $id) {\n      ...FollowChange_result\n    }\n  }\n": types.FollowUserDocument,
    "\n  mutation UnfollowUser($id: ID!) {\n    unfollowUser(id: $id) {\n      ...FollowChange_result\n    }\n  }\n": types.UnfollowUserDocument,
    "\n  mutation FollowPlace($id: ID!) {\n    followPlace(id: $id) {\n      ...FollowChange_result\n    }\n  }\n": types.FollowPlaceDocument,
    "\n  mutation UnfollowPlace($id: ID!) {\n    unfollowPlace(id: $id) {\n      ...FollowChange_result\n    }\n  }\n": types.UnfollowPlaceDocument,
    "\n  fragment FollowButton_followingCount on User {\n    id\n    followingCount\n  }\n": types.FollowButton_FollowingCountFragmentDoc,
    "\n  mutation LoginByCode($contact: ContactInput!, $code: String!) {\n    loginByCode(contact: $contact, code: $code) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n": types.LoginByCodeDocument,
    "\n  mutation RestorePassword($contact: ContactInput!, $code: String!, $password: String!) {\n    restorePassword(contact: $contact, code: $code, password: $password) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n": types.RestorePasswordDocument,
    "\n  mutation LoginByPassword($contact: ContactInput!, $password: String!) {\n    loginByPassword(contact: $contact, password: $password) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n": types.LoginByPasswordDocument,
    "\n  query DevelopmentInbox($contact: ContactInput!) {\n    developmentInbox(contact: $contact) {\n      code\n      sentAt\n    }\n  }\n": types.DevelopmentInboxDocument,
    "\n  mutation RequestCode($contact: ContactInput!, $purpose: CodePurpose!) {\n    requestCode(contact: $contact, purpose: $purpose) {\n      timeout\n    }\n  }\n": types.RequestCodeDocument,
    "\n  mutation RequestPasswordRestore($contact: ContactInput!) {\n    requestPasswordRestore(contact: $contact) {\n      timeout\n    }\n  }\n": types.RequestPasswordRestoreDocument,
    "\n  fragment MessageItem_message on Message {\n    id\n    chatId\n    author {\n      ...NotificationActor_actor\n    }\n    byOutlet\n    userId\n    text\n    imageSets {\n      ...GalleryPhoto_imageSet\n    }\n    isEdited\n    isViewed\n    isDeleted\n    timePassed\n    publicationDate\n  }\n": types.MessageItem_MessageFragmentDoc,
    "\n  fragment ChatItem_chat on Chat {\n    id\n    side {\n      ...NotificationActor_actor\n    }\n    counterpart {\n      ...NotificationActor_actor\n    }\n    lastMessage {\n      ...MessageItem_message\n    }\n    isStaffed\n    notViewedMessageCount\n    messageCount\n    createdAt\n    isDeleted\n  }\n": types.ChatItem_ChatFragmentDoc,
    "\n  fragment ChatCounters_counters on NotViewedCounters {\n    forUser\n    forOutlet\n    total\n  }\n": types.ChatCounters_CountersFragmentDoc,
    "\n  fragment ChatCountersOnCounters on Counters {\n    chats {\n      ...ChatCounters_counters\n    }\n  }\n": types.ChatCountersOnCountersFragmentDoc,
    "\n  query ChatList($isStaffed: Boolean!, $offset: Int!, $limit: Int!) {\n    chats(isStaffed: $isStaffed, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...ChatItem_chat\n      }\n    }\n  }\n": types.ChatListDocument,
    "\n  query Chat($id: ID!) {\n    chat(id: $id) {\n      ...ChatItem_chat\n    }\n  }\n": types.ChatDocument,
    "\n  query MessageList($chatId: ID!, $offset: Int!, $limit: Int!) {\n    messages(chatId: $chatId, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...MessageItem_message\n      }\n    }\n  }\n": types.MessageListDocument,
    "\n  mutation StartChat($userId: ID, $placeId: ID, $organisationId: ID) {\n    startChat(userId: $userId, placeId: $placeId, organisationId: $organisationId) {\n      ...ChatItem_chat\n    }\n  }\n": types.StartChatDocument,
    "\n  mutation SendMessage($chatId: ID!, $text: String, $imageIds: [ID!]) {\n    sendMessage(chatId: $chatId, text: $text, imageIds: $imageIds) {\n      ...MessageItem_message\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation EditMessage($id: ID!, $text: String, $imageIds: [ID!]) {\n    editMessage(id: $id, text: $text, imageIds: $imageIds) {\n      ...MessageItem_message\n    }\n  }\n": types.EditMessageDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageItem_message\n    }\n  }\n": types.DeleteMessageDocument,
    "\n  mutation MarkChatViewed($chatId: ID!) {\n    markChatViewed(chatId: $chatId) {\n      ...ChatCounters_counters\n    }\n  }\n": types.MarkChatViewedDocument,
    "\n  subscription MessageAdded($chatId: ID) {\n    messageAdded(chatId: $chatId) {\n      ...MessageItem_message\n    }\n  }\n": types.MessageAddedDocument,
    "\n  subscription MessageChanged($chatId: ID) {\n    messageChanged(chatId: $chatId) {\n      ...MessageItem_message\n    }\n  }\n": types.MessageChangedDocument,
    "\n  subscription ChatChanged {\n    chatChanged {\n      ...ChatItem_chat\n    }\n  }\n": types.ChatChangedDocument,
    "\n  query ChatResponseTimes {\n    chatResponseTimes {\n      outlet {\n        ...NotificationActor_actor\n      }\n      medianSeconds\n      answeredCount\n    }\n  }\n": types.ChatResponseTimesDocument,
    "\n  query StaffName($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n    }\n  }\n": types.StaffNameDocument,
    "\n  query CityPicker($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CityName_city\n      country\n    }\n  }\n": types.CityPickerDocument,
    "\n  query ClosestCity($lat: Float!, $lon: Float!) {\n    closestCity(lat: $lat, lon: $lon) {\n      ...CityName_city\n      country\n    }\n  }\n": types.ClosestCityDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    ...PublicationItem_publication\n    subjectComment {\n      ...CommentAuthorName_comment\n    }\n  }\n": types.CommentItem_CommentFragmentDoc,
    "\n  fragment CommentAuthorName_comment on Authored {\n    id\n    byOutlet\n    user {\n      id\n      displayName\n    }\n    place {\n      id\n      name\n    }\n    organisation {\n      id\n      name\n    }\n  }\n": types.CommentAuthorName_CommentFragmentDoc,
    "\n  fragment CommentChange_post on Post {\n    id\n    commentCount\n    lastComments {\n      ...CommentItem_comment\n    }\n  }\n": types.CommentChange_PostFragmentDoc,
    "\n  fragment CommentModeration_change on CommentChange {\n    comment {\n      id\n      isDeleted\n      isHidden\n    }\n    post {\n      ...CommentChange_post\n    }\n  }\n": types.CommentModeration_ChangeFragmentDoc,
    "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      post {\n        ...CommentChange_post\n      }\n    }\n  }\n": types.CreateCommentDocument,
    "\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      post {\n        id\n        commentCount\n      }\n    }\n  }\n": types.EditCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  mutation HideComment($id: ID!) {\n    hideComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n": types.HideCommentDocument,
    "\n  mutation RestoreComment($id: ID!) {\n    restoreComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n": types.RestoreCommentDocument,
    "\n  mutation LikeComment($id: ID!, $postId: ID!, $byOutlet: Boolean!) {\n    likeComment(id: $id, postId: $postId, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n": types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: ID!, $postId: ID!, $byOutlet: Boolean!) {\n    unlikeComment(id: $id, postId: $postId, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n": types.UnlikeCommentDocument,
    "\n  fragment LastCommentIds on Post {\n    id\n    lastComments {\n      id\n    }\n  }\n": types.LastCommentIdsFragmentDoc,
    "\n  fragment PostComments_post on Post {\n    id\n    commentCount\n    hasAccess\n    canHide\n    place {\n      id\n      name\n    }\n    organisation {\n      id\n      name\n    }\n  }\n": types.PostComments_PostFragmentDoc,
    "\n  query PostComments($postId: ID!, $includeHidden: Boolean!, $offset: Int!, $limit: Int!) {\n    comments(postId: $postId, includeHidden: $includeHidden, offset: $offset, limit: $limit) {\n      items {\n        ...CommentItem_comment\n      }\n      hasMore\n    }\n  }\n": types.PostCommentsDocument,
    "\n  fragment FollowList_user on User {\n    ...Author_user\n    ...FollowButton_user\n  }\n": types.FollowList_UserFragmentDoc,
    "\n  fragment FollowList_place on Place {\n    ...Author_place\n    category {\n      id\n      name\n    }\n    ...FollowButton_place\n  }\n": types.FollowList_PlaceFragmentDoc,
    "\n  fragment FollowList_userPage on UserPage {\n    items {\n      ...FollowList_user\n    }\n    hasMore\n  }\n": types.FollowList_UserPageFragmentDoc,
    "\n  query Followers($userId: ID, $placeId: ID, $offset: Int!, $limit: Int!) {\n    followers(userId: $userId, placeId: $placeId, offset: $offset, limit: $limit) {\n      ...FollowList_userPage\n    }\n  }\n": types.FollowersDocument,
    "\n  query FollowingUsers($userId: ID!, $offset: Int!, $limit: Int!) {\n    followingUsers(userId: $userId, offset: $offset, limit: $limit) {\n      ...FollowList_userPage\n    }\n  }\n": types.FollowingUsersDocument,
    "\n  query FollowingPlaces($userId: ID!, $offset: Int!, $limit: Int!) {\n    followingPlaces(userId: $userId, offset: $offset, limit: $limit) {\n      items {\n        ...FollowList_place\n      }\n      hasMore\n    }\n  }\n": types.FollowingPlacesDocument,
    "\n  fragment GalleryCard_gallery on Gallery {\n    id\n    title\n    photosCount\n    cover {\n      id\n      thumbnail {\n        ...ImageSize_variant\n      }\n    }\n  }\n": types.GalleryCard_GalleryFragmentDoc,
    "\n  query PlaceGalleries($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      category {\n        ...CategoryName_category\n      }\n      menuDescription\n      galleries {\n        ...GalleryPage_gallery\n      }\n      menus {\n        ...GalleryPage_gallery\n      }\n    }\n  }\n": types.PlaceGalleriesDocument,
    "\n  fragment GalleryPhoto_imageSet on ImageSet {\n    id\n    description\n    thumbnail {\n      ...ImageSize_variant\n    }\n    standard {\n      ...ImageSize_variant\n    }\n    original {\n      ...ImageSize_variant\n    }\n  }\n": types.GalleryPhoto_ImageSetFragmentDoc,
    "\n  fragment GalleryPage_gallery on Gallery {\n    id\n    title\n    description\n    photosCount\n    orderNumber\n    cover {\n      id\n      thumbnail {\n        ...ImageSize_variant\n      }\n    }\n    photos {\n      ...GalleryPhoto_imageSet\n    }\n  }\n": types.GalleryPage_GalleryFragmentDoc,
    "\n  fragment PlaceModeBar_place on Place {\n    id\n    latinName\n    moderationStatus\n    hasAccess\n  }\n": types.PlaceModeBar_PlaceFragmentDoc,
    "\n  mutation ModeratePlace($id: ID!, $status: ModerationStatus!, $reason: String) {\n    moderatePlace(id: $id, status: $status, reason: $reason) {\n      ...ModerationNotice_place\n    }\n  }\n": types.ModeratePlaceDocument,
    "\n  fragment ModerationNotice_place on Place {\n    id\n    moderationStatus\n    moderationUnpublishedReason\n  }\n": types.ModerationNotice_PlaceFragmentDoc,
    "\n  mutation SavePlacePreview($id: ID!, $input: PlaceInput!) {\n    updatePlace(id: $id, input: $input) {\n      id\n      latinName\n      name\n      shortDescription\n      description\n      parkingInfo\n      roadInfo\n      menuDescription\n      moderationStatus\n      moderationUnpublishedReason\n    }\n  }\n": types.SavePlacePreviewDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  subscription CountersChanged {\n    countersChanged {\n      ...Counters_counters\n    }\n  }\n": types.CountersChangedDocument,
    "\n  fragment NotificationActor_actor on NotificationActor {\n    type\n    id\n    name\n    latinName\n    thumbnailUrl\n  }\n": types.NotificationActor_ActorFragmentDoc,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    creator {\n      ...NotificationActor_actor\n    }\n    outlet {\n      ...NotificationActor_actor\n    }\n    recipientId\n    objectType\n    objectId\n    postId\n    postType\n    commentId\n    chatId\n    preview\n    outcome\n    reservation {\n      name\n      guestsCount\n      datetime\n      timeZone\n      status\n      answer\n    }\n    offer {\n      entryId\n      guestsCount\n      datetime\n      timeZone\n      status\n      expiresAt\n    }\n    isViewed\n    isForUser\n    timePassed\n    createdAt\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationList($forOutlet: Boolean!, $offset: Int!, $limit: Int!) {\n    notifications(forOutlet: $forOutlet, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...NotificationItem_notification\n      }\n    }\n  }\n": types.NotificationListDocument,
    "\n  mutation MarkNotificationsViewed($forOutlet: Boolean!, $ids: [ID!]) {\n    markNotificationsViewed(forOutlet: $forOutlet, ids: $ids) {\n      ...Counters_counters\n    }\n  }\n": types.MarkNotificationsViewedDocument,
    "\n  query OrganisationsPage($city: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $city) {\n      ...CityName_city\n    }\n    organisations(city: $city, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        name\n        placeCount\n        category {\n          id\n          name\n        }\n        avatar {\n          ...Thumbnail_imageSet\n        }\n      }\n    }\n  }\n": types.OrganisationsPageDocument,
    "\n  fragment PermissionPerson_user on User {\n    ...Author_user\n    email\n  }\n": types.PermissionPerson_UserFragmentDoc,
    "\n  fragment OutletPermissions_outlet on Outlet {\n    id\n    name\n    hasAccess\n    isOwned\n    isManaged\n    isRequested\n  }\n": types.OutletPermissions_OutletFragmentDoc,
    "\n  fragment OutletAccessLists_outlet on Outlet {\n    id\n    owners {\n      ...PermissionPerson_user\n    }\n    managers {\n      ...PermissionPerson_user\n    }\n    requesters {\n      ...PermissionPerson_user\n    }\n  }\n": types.OutletAccessLists_OutletFragmentDoc,
    "\n  query PlaceAccessLists($id: ID!) {\n    place(id: $id) {\n      ...OutletAccessLists_outlet\n    }\n  }\n": types.PlaceAccessListsDocument,
    "\n  query OrganisationAccessLists($id: ID!) {\n    organisation(id: $id) {\n      ...OutletAccessLists_outlet\n    }\n  }\n": types.OrganisationAccessListsDocument,
    "\n  fragment PermissionChange_outlet on Outlet {\n    ...OutletPermissions_outlet\n    isStaffed\n    ...OutletAccessLists_outlet\n  }\n": types.PermissionChange_OutletFragmentDoc,
    "\n  fragment PermissionChange_result on PermissionChange {\n    user {\n      id\n    }\n    place {\n      ...PermissionChange_outlet\n    }\n    organisation {\n      ...PermissionChange_outlet\n    }\n  }\n": types.PermissionChange_ResultFragmentDoc,
    "\n  mutation RequestPermission($placeId: ID, $organisationId: ID) {\n    requestPermission(placeId: $placeId, organisationId: $organisationId) {\n      ...PermissionChange_result\n    }\n  }\n": types.RequestPermissionDocument,
    "\n  mutation GrantPermission(\n    $placeId: ID\n    $organisationId: ID\n    $value: PermissionValue!\n    $userId: ID\n    $email: String\n  ) {\n    grantPermission(\n      placeId: $placeId\n      organisationId: $organisationId\n      value: $value\n      userId: $userId\n      email: $email\n    ) {\n      ...PermissionChange_result\n    }\n  }\n": types.GrantPermissionDocument,
    "\n  mutation RevokePermission($placeId: ID, $organisationId: ID, $userId: ID) {\n    revokePermission(placeId: $placeId, organisationId: $organisationId, userId: $userId) {\n      ...PermissionChange_result\n    }\n  }\n": types.RevokePermissionDocument,
    "\n  query FilterOptions {\n    categories {\n      ...CategoryName_category\n    }\n    cuisines {\n      value\n      label\n    }\n  }\n": types.FilterOptionsDocument,
    "\n  fragment Managed_outlet on Outlet {\n    id\n    hasAccess\n    isStaffed\n    isDeleted\n  }\n": types.Managed_OutletFragmentDoc,
    "\n  fragment OrganisationForm_organisation on Organisation {\n    id\n    name\n    ...Managed_outlet\n    category {\n      id\n    }\n    city {\n      ...CityName_city\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n": types.OrganisationForm_OrganisationFragmentDoc,
    "\n  query OrganisationEdit($id: ID!) {\n    organisation(id: $id) {\n      ...OrganisationForm_organisation\n    }\n  }\n": types.OrganisationEditDocument,
    "\n  mutation CreateOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      ...OrganisationForm_organisation\n    }\n  }\n": types.CreateOrganisationDocument,
    "\n  mutation UpdateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      ...OrganisationForm_organisation\n    }\n  }\n": types.UpdateOrganisationDocument,
    "\n  mutation DeleteOrganisation($id: ID!) {\n    deleteOrganisation(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.DeleteOrganisationDocument,
    "\n  query PlaceCategories {\n    categories {\n      ...CategoryName_category\n    }\n  }\n": types.PlaceCategoriesDocument,
    "\n  query PlaceCatalog {\n    categories {\n      ...CategoryName_category\n    }\n    cuisines {\n      value\n      label\n    }\n    dresscodes {\n      id\n      title\n    }\n  }\n": types.PlaceCatalogDocument,
    "\n  mutation CreatePlace($input: PlaceInput!) {\n    createPlace(input: $input) {\n      id\n      latinName\n      name\n      moderationStatus\n    }\n  }\n": types.CreatePlaceDocument,
    "\n  fragment PlaceForm_place on Place {\n    id\n    latinName\n    name\n    status\n    ...Managed_outlet\n    moderationStatus\n    moderationUnpublishedReason\n    hasOwner\n    city {\n      ...CityCentre_city\n    }\n    category {\n      ...CategoryName_category\n    }\n    subCategory {\n      id\n    }\n    cuisines {\n      value\n    }\n    organisation {\n      id\n      name\n    }\n    shortDescription\n    description\n    ...PlaceContacts_place\n    schedules {\n      ...ScheduleHours_schedule\n      name\n    }\n    features {\n      alcohol\n      businessLunch\n      cashfree\n      childrenRoom\n      dancefloor\n      delivery\n      entertainment\n      hookah\n      karaoke\n      liveMusic\n      mobileCharge\n      parkingType\n      smokeZone\n      sportTranslations\n      terrace\n      wifi\n    }\n    averageCheck\n    dresscode {\n      id\n    }\n    parkingInfo\n    roadInfo\n    menuDescription\n    galleries {\n      ...PlaceForm_gallery\n    }\n    menus {\n      ...PlaceForm_gallery\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n    logo {\n      ...Thumbnail_imageSet\n    }\n    background {\n      ...Thumbnail_imageSet\n    }\n    location {\n      ...Address_location\n    }\n  }\n": types.PlaceForm_PlaceFragmentDoc,
    "\n  fragment PlaceForm_gallery on Gallery {\n    id\n    title\n    description\n    orderNumber\n    photos {\n      ...Thumbnail_imageSet\n    }\n  }\n": types.PlaceForm_GalleryFragmentDoc,
    "\n  query PlaceEdit($id: ID!) {\n    place(id: $id) {\n      ...PlaceForm_place\n    }\n  }\n": types.PlaceEditDocument,
    "\n  mutation UpdatePlace($id: ID!, $input: PlaceInput!) {\n    updatePlace(id: $id, input: $input) {\n      ...PlaceForm_place\n    }\n  }\n": types.UpdatePlaceDocument,
    "\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id) {\n      id\n      status\n      isDeleted\n    }\n  }\n": types.DeletePlaceDocument,
    "\n  mutation RecoverPlace($id: ID!) {\n    recoverPlace(id: $id) {\n      id\n      status\n      isDeleted\n    }\n  }\n": types.RecoverPlaceDocument,
    "\n  query PickableOrganisations {\n    pickableOrganisations(limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.PickableOrganisationsDocument,
    "\n  query StaffedPlaces($offset: Int, $limit: Int) {\n    staffedPlaces(offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        latinName\n        name\n        isDeleted\n        moderationStatus\n        isRequested\n        city {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.StaffedPlacesDocument,
    "\n  query StaffedOrganisations($offset: Int, $limit: Int) {\n    staffedOrganisations(offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        name\n        placeCount\n        isDeleted\n      }\n    }\n  }\n": types.StaffedOrganisationsDocument,
    "\n  fragment PlaceLabels_place on Place {\n    averageCheck\n    isTop50Bars\n    isTop100Restaurants\n    isTopCafes\n  }\n": types.PlaceLabels_PlaceFragmentDoc,
    "\n  fragment PlaceCardPage_page on PlacePage {\n    hasMore\n    items {\n      ...PlaceCard_place\n    }\n  }\n": types.PlaceCardPage_PageFragmentDoc,
    "\n  fragment PlaceCard_place on Place {\n    id\n    latinName\n    name\n    category {\n      id\n      name\n    }\n    cuisines {\n      value\n      label\n    }\n    avatar {\n      id\n      thumbnail {\n        url\n        width\n      }\n      standard {\n        ...ImageSize_variant\n      }\n    }\n    ...PlaceLabels_place\n    isReservationsEnabled\n    status\n    ...FollowButton_place\n    location {\n      ...Address_location\n      distance\n    }\n    city {\n      id\n      timeZone\n    }\n    schedules {\n      ...ScheduleHours_schedule\n    }\n  }\n": types.PlaceCard_PlaceFragmentDoc,
    "\n  query PlaceList(\n    $city: String!\n    $filter: PlaceFilter\n    $lat: Float\n    $lon: Float\n    $offset: Int!\n    $limit: Int!\n  ) {\n    places(city: $city, filter: $filter, lat: $lat, lon: $lon, offset: $offset, limit: $limit) {\n      ...PlaceCardPage_page\n    }\n  }\n": types.PlaceListDocument,
    "\n  fragment PostEditor_outlet on Outlet {\n    ...WritePostLink_outlet\n    name\n    city {\n      ...CityCentre_city\n    }\n  }\n": types.PostEditor_OutletFragmentDoc,
    "\n  query PostEditorPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      ...PostEditor_outlet\n    }\n  }\n": types.PostEditorPlaceDocument,
    "\n  query PostEditorOrganisation($id: ID!) {\n    organisation(id: $id) {\n      ...PostEditor_outlet\n    }\n  }\n": types.PostEditorOrganisationDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      type\n      city {\n        id\n        latinName\n      }\n      place {\n        id\n      }\n      organisation {\n        id\n      }\n      user {\n        id\n      }\n      ...PostCard_post\n    }\n  }\n": types.CreatePostDocument,
    "\n  query PostEdit($id: ID!) {\n    post(id: $id) {\n      id\n      type\n      text\n      rating\n      lat\n      lon\n      isDeleted\n      hasAccess\n      city {\n        ...CityCentre_city\n      }\n      place {\n        id\n        name\n      }\n      organisation {\n        id\n        name\n      }\n      imageSets {\n        ...Thumbnail_imageSet\n      }\n    }\n  }\n": types.PostEditDocument,
    "\n  mutation EditPost($id: ID!, $input: EditPostInput!) {\n    editPost(id: $id, input: $input) {\n      id\n      lat\n      lon\n      ...PostCard_post\n    }\n  }\n": types.EditPostDocument,
    "\n  query PostPlaceChooser($city: String!, $filter: PlaceFilter, $limit: Int!) {\n    places(city: $city, filter: $filter, limit: $limit) {\n      items {\n        id\n        name\n        latinName\n        avatar {\n          ...Thumbnail_imageSet\n        }\n        category {\n          id\n          name\n        }\n        location {\n          street\n          building\n        }\n      }\n      hasMore\n    }\n  }\n": types.PostPlaceChooserDocument,
    "\n  fragment WritePostLink_outlet on Outlet {\n    id\n    hasOwner\n    hasAccess\n  }\n": types.WritePostLink_OutletFragmentDoc,
    "\n  query PostLikes($postId: ID!, $offset: Int!, $limit: Int!) {\n    likes(postId: $postId, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        ...Author_authored\n        user {\n          ...FollowButton_user\n        }\n      }\n    }\n  }\n": types.PostLikesDocument,
    "\n  fragment PostCard_post on Post {\n    id\n    type\n    rating\n    isVisited\n    lat\n    lon\n    city {\n      id\n      name\n    }\n    nearestPlace {\n      ...NearestPlace_place\n    }\n    ...PublicationItem_publication\n    commentCount\n    lastComments {\n      ...CommentAuthorName_comment\n      text\n      isDeleted\n      isHidden\n    }\n  }\n": types.PostCard_PostFragmentDoc,
    "\n  query PostList($filter: PostFilter, $offset: Int!, $limit: Int!) {\n    posts(filter: $filter, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...PostCard_post\n      }\n    }\n  }\n": types.PostListDocument,
    "\n  mutation LikePost($id: ID!, $byOutlet: Boolean) {\n    likePost(id: $id, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n": types.LikePostDocument,
    "\n  mutation UnlikePost($id: ID!, $byOutlet: Boolean) {\n    unlikePost(id: $id, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n": types.UnlikePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.DeletePostDocument,
    "\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.RestorePostDocument,
    "\n  mutation HidePost($id: ID!) {\n    hidePost(id: $id) {\n      id\n      isHidden\n    }\n  }\n": types.HidePostDocument,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      ...PostCard_post\n    }\n  }\n": types.PostPageDocument,
    "\n  subscription ReservationUpdated {\n    reservationUpdated {\n      reservationId\n      placeId\n    }\n  }\n": types.ReservationUpdatedDocument,
    "\n  query MyReservations($offset: Int, $limit: Int) {\n    myReservations(offset: $offset, limit: $limit) {\n      items {\n        ...Reservation_reservation\n      }\n      hasMore\n      waitlist {\n        ...WaitlistEntry_entry\n      }\n    }\n  }\n": types.MyReservationsDocument,
    "\n  query StaffReservationsPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      city {\n        id\n        timeZone\n      }\n      category {\n        ...CategoryName_category\n      }\n      schedules {\n        ...ScheduleHours_schedule\n      }\n    }\n  }\n": types.StaffReservationsPlaceDocument,
    "\n  query PlaceReservations($placeId: ID!, $offset: Int, $limit: Int) {\n    reservations(placeId: $placeId, offset: $offset, limit: $limit) {\n      items {\n        ...Reservation_reservation\n      }\n      hasMore\n    }\n  }\n": types.PlaceReservationsDocument,
    "\n  query BookingPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      isReservationsEnabled\n      city {\n        timeZone\n      }\n      category {\n        ...CategoryName_category\n      }\n    }\n  }\n": types.BookingPlaceDocument,
    "\n  fragment ReservationSlot_slot on ReservationSlot {\n    time\n    available\n    tables {\n      seats\n      available\n    }\n    waiting\n  }\n": types.ReservationSlot_SlotFragmentDoc,
    "\n  query ReservationSlots($placeId: ID!, $date: String!) {\n    reservationSlots(placeId: $placeId, date: $date) {\n      ...ReservationSlot_slot\n    }\n  }\n": types.ReservationSlotsDocument,
    "\n  subscription AvailabilityChanged($placeId: ID!, $date: String!) {\n    availabilityChanged(placeId: $placeId, date: $date) {\n      ...ReservationSlot_slot\n    }\n  }\n": types.AvailabilityChangedDocument,
    "\n  mutation RequestReservationCode(\n    $phone: String!\n    $placeId: ID\n    $datetime: String\n    $guestsCount: Int\n  ) {\n    requestReservationCode(\n      phone: $phone\n      placeId: $placeId\n      datetime: $datetime\n      guestsCount: $guestsCount\n    ) {\n      timeout\n    }\n  }\n": types.RequestReservationCodeDocument,
    "\n  fragment ReservationPlace_place on Place {\n    id\n    name\n    latinName\n    city {\n      id\n      timeZone\n    }\n  }\n": types.ReservationPlace_PlaceFragmentDoc,
    "\n  fragment Reservation_reservation on Reservation {\n    id\n    status\n    guestsCount\n    name\n    datetime\n    zoneChoice\n    comment\n    phone\n    isViewed\n    isConfirmed\n    answer\n    hasNewComments\n    isPast\n    place {\n      ...ReservationPlace_place\n    }\n  }\n": types.Reservation_ReservationFragmentDoc,
    "\n  mutation CreateReservation($input: ReservationInput!) {\n    createReservation(input: $input) {\n      ...Reservation_reservation\n    }\n  }\n": types.CreateReservationDocument,
    "\n  mutation ConfirmReservation($code: String!, $answer: String) {\n    confirmReservation(code: $code, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n": types.ConfirmReservationDocument,
    "\n  mutation DeclineReservation($code: String!, $answer: String) {\n    declineReservation(code: $code, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n": types.DeclineReservationDocument,
    "\n  mutation AnswerReservation($id: ID!, $confirmed: Boolean!, $answer: String) {\n    answerReservation(id: $id, confirmed: $confirmed, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n": types.AnswerReservationDocument,
    "\n  query ReservationByCode($code: String!) {\n    reservationByCode(code: $code) {\n      ...Reservation_reservation\n      isGuestConfirmed\n    }\n  }\n": types.ReservationByCodeDocument,
    "\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      ...Reservation_reservation\n    }\n  }\n": types.CancelReservationDocument,
    "\n  fragment WaitlistEntry_entry on WaitlistEntry {\n    id\n    name\n    guestsCount\n    date\n    from\n    to\n    status\n    position\n    offer {\n      datetime\n      seats\n      expiresAt\n    }\n    place {\n      ...ReservationPlace_place\n    }\n  }\n": types.WaitlistEntry_EntryFragmentDoc,
    "\n  mutation JoinWaitlist($input: WaitlistInput!) {\n    joinWaitlist(input: $input) {\n      ...WaitlistEntry_entry\n    }\n  }\n": types.JoinWaitlistDocument,
    "\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id) {\n      ...WaitlistEntry_entry\n    }\n  }\n": types.LeaveWaitlistDocument,
    "\n  mutation AcceptOffer($id: ID!) {\n    acceptOffer(id: $id) {\n      ...Reservation_reservation\n    }\n  }\n": types.AcceptOfferDocument,
    "\n  mutation DeclineOffer($id: ID!) {\n    declineOffer(id: $id) {\n      ...WaitlistEntry_entry\n    }\n  }\n": types.DeclineOfferDocument,
    "\n  query PlaceWaitlist($placeId: ID!, $date: String!) {\n    waitlist(placeId: $placeId, date: $date) {\n      ...WaitlistEntry_entry\n      phone\n    }\n  }\n": types.PlaceWaitlistDocument,
    "\n  fragment ReservationSettings_settings on ReservationSettings {\n    placeId\n    isReservationsEnabled\n    horizonDays\n    cancelCutoffMinutes\n    times {\n      dayOfWeek\n      time\n      tables {\n        seats\n        count\n      }\n    }\n  }\n": types.ReservationSettings_SettingsFragmentDoc,
    "\n  query ReservationSettings($placeId: ID!) {\n    reservationSettings(placeId: $placeId) {\n      ...ReservationSettings_settings\n    }\n  }\n": types.ReservationSettingsDocument,
    "\n  mutation UpdateReservationSettings($placeId: ID!, $input: ReservationSettingsInput!) {\n    updateReservationSettings(placeId: $placeId, input: $input) {\n      ...ReservationSettings_settings\n    }\n  }\n": types.UpdateReservationSettingsDocument,
    "\n  query Search($query: String!, $offset: Int!, $limit: Int!, $city: String) {\n    search(query: $query, offset: $offset, limit: $limit, city: $city) {\n      hasMore\n      nextOffset\n      items {\n        __typename\n        ... on Place {\n          id\n          latinName\n          name\n          category {\n            id\n            name\n          }\n          city {\n            id\n            name\n          }\n          avatar {\n            ...Thumbnail_imageSet\n          }\n        }\n        ... on User {\n          id\n          displayName\n          ...FollowButton_user\n          avatar {\n            ...Thumbnail_imageSet\n          }\n          city {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  mutation ChangePassword($oldPassword: String, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  query ProfileCities($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CityName_city\n    }\n  }\n": types.ProfileCitiesDocument,
    "\n  query ProfileEdit($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      isDeleted\n      ...ProfileForm_user\n    }\n  }\n": types.ProfileEditDocument,
    "\n  fragment ProfileForm_user on User {\n    id\n    firstName\n    secondName\n    about\n    link\n    city {\n      ...CityName_city\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n": types.ProfileForm_UserFragmentDoc,
    "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...Session_user\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment Author_user on User {\n    id\n    displayName\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n": types.Author_UserFragmentDoc,
    "\n  fragment Author_place on Place {\n    id\n    latinName\n    name\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n": types.Author_PlaceFragmentDoc,
    "\n  fragment Author_organisation on Organisation {\n    id\n    name\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n": types.Author_OrganisationFragmentDoc,
    "\n  fragment Author_authored on Authored {\n    byOutlet\n    user {\n      ...Author_user\n    }\n    place {\n      ...Author_place\n    }\n    organisation {\n      ...Author_organisation\n    }\n  }\n": types.Author_AuthoredFragmentDoc,
    "\n  fragment Counters_counters on Counters {\n    notifications {\n      forUser\n      forOutlet\n      total\n    }\n    chats {\n      ...ChatCounters_counters\n    }\n  }\n": types.Counters_CountersFragmentDoc,
    "\n  query Counters {\n    counters {\n      ...Counters_counters\n    }\n  }\n": types.CountersDocument,
    "\n  query CurrentCity($latinName: String!) {\n    city(latinName: $latinName) {\n      ...CityCentre_city\n      timeZone\n    }\n  }\n": types.CurrentCityDocument,
    "\n  fragment LikeState_publication on Publication {\n    id\n    isLiked\n    likeCount\n    hasOutletLike\n  }\n": types.LikeState_PublicationFragmentDoc,
    "\n  fragment NearestPlace_place on Place {\n    id\n    name\n    latinName\n    location {\n      ...Address_location\n      distance\n    }\n  }\n": types.NearestPlace_PlaceFragmentDoc,
    "\n  query NearestPlace($city: String!, $lat: Float!, $lon: Float!) {\n    places(city: $city, lat: $lat, lon: $lon, orderBy: DISTANCE, limit: 1) {\n      items {\n        ...NearestPlace_place\n      }\n    }\n  }\n": types.NearestPlaceDocument,
    "\n  fragment Session_user on User {\n    id\n    firstName\n    secondName\n    fullName\n    displayName\n    avatar {\n      ...Thumbnail_imageSet\n    }\n    city {\n      ...CityName_city\n    }\n    about\n    link\n    phone\n    email\n  }\n": types.Session_UserFragmentDoc,
    "\n  fragment Session_account on Account {\n    user {\n      ...Session_user\n    }\n    isNew\n    isStaff\n    isAdmin\n    isRequester\n    isContentManager\n    isAuthorPlace\n  }\n": types.Session_AccountFragmentDoc,
    "\n  query Session {\n    me {\n      ...Session_account\n    }\n  }\n": types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment Thumbnail_imageSet on ImageSet {\n    id\n    thumbnail {\n      url\n    }\n  }\n": types.Thumbnail_ImageSetFragmentDoc,
    "\n  fragment CityName_city on City {\n    id\n    name\n    latinName\n  }\n": types.CityName_CityFragmentDoc,
    "\n  fragment CategoryName_category on Category {\n    id\n    name\n    latinName\n  }\n": types.CategoryName_CategoryFragmentDoc,
    "\n  fragment PlaceHeading_place on Place {\n    id\n    latinName\n    name\n    city {\n      ...CityName_city\n    }\n  }\n": types.PlaceHeading_PlaceFragmentDoc,
    "\n  fragment ScheduleHours_schedule on Schedule {\n    id\n    isMain\n    items {\n      dayOfWeek\n      startAt\n      endAt\n    }\n  }\n": types.ScheduleHours_ScheduleFragmentDoc,
    "\n  fragment ImageSize_variant on ImageVariant {\n    url\n    width\n    height\n  }\n": types.ImageSize_VariantFragmentDoc,
    "\n  fragment PlaceContacts_place on Place {\n    phones {\n      id\n      phone\n      name\n    }\n    links {\n      id\n      name\n      link\n    }\n  }\n": types.PlaceContacts_PlaceFragmentDoc,
    "\n  fragment PublicationItem_publication on Publication {\n    ...Author_authored\n    text\n    imageSets {\n      ...GalleryPhoto_imageSet\n    }\n    ...LikeState_publication\n    isEdited\n    isDeleted\n    isHidden\n    hasAccess\n    canHide\n    timePassed\n    publicationDate\n  }\n": types.PublicationItem_PublicationFragmentDoc,
    "\n  fragment Address_location on Location {\n    street\n    building\n    lat\n    lon\n  }\n": types.Address_LocationFragmentDoc,
    "\n  fragment CityCentre_city on City {\n    ...CityName_city\n    lat\n    lon\n  }\n": types.CityCentre_CityFragmentDoc,
    "\n      fragment Full on ImageSet {\n        id\n        thumbnail {\n          url\n          width\n          height\n        }\n      }\n    ": types.FullFragmentDoc,
    "\n      fragment Short on ImageSet {\n        id\n        thumbnail {\n          url\n        }\n      }\n    ": types.ShortFragmentDoc,
    "\n  query OutletPostsPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n    }\n  }\n": types.OutletPostsPlaceDocument,
    "\n  query OutletPostsOrganisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n    }\n  }\n": types.OutletPostsOrganisationDocument,
    "\n  query OrganisationPage($id: ID!, $offset: Int!, $limit: Int!) {\n    organisation(id: $id) {\n      id\n      name\n      category {\n        id\n        name\n      }\n      placeCount\n      newsCount\n      reviewCount\n      ...WritePostLink_outlet\n      ...OutletPermissions_outlet\n      ...Managed_outlet\n      city {\n        ...CityName_city\n      }\n      avatar {\n        id\n        standard {\n          url\n        }\n        thumbnail {\n          url\n        }\n      }\n      places(offset: $offset, limit: $limit) {\n        ...PlaceCardPage_page\n      }\n    }\n  }\n": types.OrganisationPageDocument,
    "\n  query PlaceLatestPosts($placeId: ID!, $type: PostType!, $limit: Int!) {\n    posts(filter: { placeId: $placeId, type: $type }, limit: $limit) {\n      items {\n        ...PostCard_post\n      }\n    }\n  }\n": types.PlaceLatestPostsDocument,
    "\n  query PlacePage($id: ID!, $recommendedLimit: Int!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      shortDescription\n      description\n      category {\n        ...CategoryName_category\n      }\n      cuisines {\n        value\n        label\n      }\n      city {\n        timeZone\n      }\n      avatar {\n        id\n        standard {\n          ...ImageSize_variant\n        }\n      }\n      background {\n        id\n        cover {\n          ...ImageSize_variant\n        }\n      }\n      ...PlaceLabels_place\n      isReservationsEnabled\n      hasAccess\n      followerCount\n      reviewCount\n      newsCount\n      averageRating\n      location {\n        ...Address_location\n      }\n      ...PlaceContacts_place\n      features {\n        alcohol\n        cashfree\n        wifi\n        dancefloor\n        entertainment\n        liveMusic\n        parkingType\n        smokeZone\n      }\n      dresscode {\n        id\n        title\n        description\n      }\n      parkingInfo\n      roadInfo\n      schedules {\n        ...ScheduleHours_schedule\n        name\n      }\n      organisation {\n        id\n        name\n        placeCount\n        avatar {\n          ...Thumbnail_imageSet\n        }\n      }\n      galleries {\n        ...GalleryCard_gallery\n      }\n      menus {\n        ...GalleryCard_gallery\n      }\n      menuDescription\n      ...FollowButton_place\n      ...WritePostLink_outlet\n      ...PlaceModeBar_place\n      ...ModerationNotice_place\n      ...OutletPermissions_outlet\n      ...Managed_outlet\n      someFollowers {\n        ...Author_user\n      }\n      recommended(limit: $recommendedLimit) {\n        ...PlaceCard_place\n      }\n    }\n  }\n": types.PlacePageDocument,
    "\n  query PlacesMap(\n    $city: String!\n    $filter: PlaceFilter\n    $lat: Float\n    $lon: Float\n    $orderBy: PlaceOrder\n    $limit: Int!\n  ) {\n    places(city: $city, filter: $filter, lat: $lat, lon: $lon, orderBy: $orderBy, limit: $limit) {\n      ...PlaceCardPage_page\n    }\n  }\n": types.PlacesMapDocument,
    "\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      ...ProfileForm_user\n      displayName\n      avatar {\n        thumbnail {\n          ...ImageSize_variant\n        }\n        standard {\n          ...ImageSize_variant\n        }\n      }\n      postCount\n      followerCount\n      followingCount\n      isDeleted\n      ...FollowButton_user\n    }\n  }\n": types.UserProfileDocument,
    "\n  query PageHeadPlace($id: ID!) {\n    place(id: $id) {\n      name\n      latinName\n      shortDescription\n      city {\n        name\n      }\n      avatar {\n        standard {\n          url\n        }\n      }\n      background {\n        cover {\n          url\n        }\n      }\n    }\n  }\n": types.PageHeadPlaceDocument,
    "\n  query PageHeadPost($id: ID!) {\n    post(id: $id) {\n      id\n      text\n      isDeleted\n      isHidden\n    }\n  }\n": types.PageHeadPostDocument,
    "\n  query PageHeadOrganisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      placeCount\n      avatar {\n        standard {\n          url\n        }\n      }\n    }\n  }\n": types.PageHeadOrganisationDocument,
    "\n  query PageHeadUser($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      about\n      isDeleted\n    }\n  }\n": types.PageHeadUserDocument,
    "\n  query PageHeadCity($latinName: String!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n  }\n": types.PageHeadCityDocument,
    "\n  query PageHeadPlacesPage($latinName: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n    places(city: $latinName, offset: $offset, limit: $limit) {\n      hasMore\n    }\n  }\n": types.PageHeadPlacesPageDocument,
    "\n  query PageHeadOrganisationsPage($latinName: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n    organisations(city: $latinName, offset: $offset, limit: $limit) {\n      hasMore\n    }\n  }\n": types.PageHeadOrganisationsPageDocument,
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
export function graphql(source: "\n  fragment FollowButton_user on User {\n    id\n    isFollowed\n    followerCount\n    displayName\n  }\n"): (typeof documents)["\n  fragment FollowButton_user on User {\n    id\n    isFollowed\n    followerCount\n    displayName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowButton_place on Place {\n    id\n    isFollowed\n    followerCount\n    name\n  }\n"): (typeof documents)["\n  fragment FollowButton_place on Place {\n    id\n    isFollowed\n    followerCount\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowChange_result on FollowChange {\n    isFollowed\n    user {\n      id\n      isFollowed\n      followerCount\n    }\n    place {\n      id\n      isFollowed\n      followerCount\n    }\n    follower {\n      id\n      followingCount\n    }\n  }\n"): (typeof documents)["\n  fragment FollowChange_result on FollowChange {\n    isFollowed\n    user {\n      id\n      isFollowed\n      followerCount\n    }\n    place {\n      id\n      isFollowed\n      followerCount\n    }\n    follower {\n      id\n      followingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowUser($id: ID!) {\n    followUser(id: $id) {\n      ...FollowChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation FollowUser($id: ID!) {\n    followUser(id: $id) {\n      ...FollowChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowUser($id: ID!) {\n    unfollowUser(id: $id) {\n      ...FollowChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowUser($id: ID!) {\n    unfollowUser(id: $id) {\n      ...FollowChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowPlace($id: ID!) {\n    followPlace(id: $id) {\n      ...FollowChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation FollowPlace($id: ID!) {\n    followPlace(id: $id) {\n      ...FollowChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowPlace($id: ID!) {\n    unfollowPlace(id: $id) {\n      ...FollowChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowPlace($id: ID!) {\n    unfollowPlace(id: $id) {\n      ...FollowChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowButton_followingCount on User {\n    id\n    followingCount\n  }\n"): (typeof documents)["\n  fragment FollowButton_followingCount on User {\n    id\n    followingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginByCode($contact: ContactInput!, $code: String!) {\n    loginByCode(contact: $contact, code: $code) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginByCode($contact: ContactInput!, $code: String!) {\n    loginByCode(contact: $contact, code: $code) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePassword($contact: ContactInput!, $code: String!, $password: String!) {\n    restorePassword(contact: $contact, code: $code, password: $password) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePassword($contact: ContactInput!, $code: String!, $password: String!) {\n    restorePassword(contact: $contact, code: $code, password: $password) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginByPassword($contact: ContactInput!, $password: String!) {\n    loginByPassword(contact: $contact, password: $password) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginByPassword($contact: ContactInput!, $password: String!) {\n    loginByPassword(contact: $contact, password: $password) {\n      account {\n        ...Session_account\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevelopmentInbox($contact: ContactInput!) {\n    developmentInbox(contact: $contact) {\n      code\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  query DevelopmentInbox($contact: ContactInput!) {\n    developmentInbox(contact: $contact) {\n      code\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCode($contact: ContactInput!, $purpose: CodePurpose!) {\n    requestCode(contact: $contact, purpose: $purpose) {\n      timeout\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCode($contact: ContactInput!, $purpose: CodePurpose!) {\n    requestCode(contact: $contact, purpose: $purpose) {\n      timeout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordRestore($contact: ContactInput!) {\n    requestPasswordRestore(contact: $contact) {\n      timeout\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordRestore($contact: ContactInput!) {\n    requestPasswordRestore(contact: $contact) {\n      timeout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageItem_message on Message {\n    id\n    chatId\n    author {\n      ...NotificationActor_actor\n    }\n    byOutlet\n    userId\n    text\n    imageSets {\n      ...GalleryPhoto_imageSet\n    }\n    isEdited\n    isViewed\n    isDeleted\n    timePassed\n    publicationDate\n  }\n"): (typeof documents)["\n  fragment MessageItem_message on Message {\n    id\n    chatId\n    author {\n      ...NotificationActor_actor\n    }\n    byOutlet\n    userId\n    text\n    imageSets {\n      ...GalleryPhoto_imageSet\n    }\n    isEdited\n    isViewed\n    isDeleted\n    timePassed\n    publicationDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatItem_chat on Chat {\n    id\n    side {\n      ...NotificationActor_actor\n    }\n    counterpart {\n      ...NotificationActor_actor\n    }\n    lastMessage {\n      ...MessageItem_message\n    }\n    isStaffed\n    notViewedMessageCount\n    messageCount\n    createdAt\n    isDeleted\n  }\n"): (typeof documents)["\n  fragment ChatItem_chat on Chat {\n    id\n    side {\n      ...NotificationActor_actor\n    }\n    counterpart {\n      ...NotificationActor_actor\n    }\n    lastMessage {\n      ...MessageItem_message\n    }\n    isStaffed\n    notViewedMessageCount\n    messageCount\n    createdAt\n    isDeleted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatCounters_counters on NotViewedCounters {\n    forUser\n    forOutlet\n    total\n  }\n"): (typeof documents)["\n  fragment ChatCounters_counters on NotViewedCounters {\n    forUser\n    forOutlet\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatCountersOnCounters on Counters {\n    chats {\n      ...ChatCounters_counters\n    }\n  }\n"): (typeof documents)["\n  fragment ChatCountersOnCounters on Counters {\n    chats {\n      ...ChatCounters_counters\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatList($isStaffed: Boolean!, $offset: Int!, $limit: Int!) {\n    chats(isStaffed: $isStaffed, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...ChatItem_chat\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatList($isStaffed: Boolean!, $offset: Int!, $limit: Int!) {\n    chats(isStaffed: $isStaffed, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...ChatItem_chat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Chat($id: ID!) {\n    chat(id: $id) {\n      ...ChatItem_chat\n    }\n  }\n"): (typeof documents)["\n  query Chat($id: ID!) {\n    chat(id: $id) {\n      ...ChatItem_chat\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageList($chatId: ID!, $offset: Int!, $limit: Int!) {\n    messages(chatId: $chatId, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...MessageItem_message\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageList($chatId: ID!, $offset: Int!, $limit: Int!) {\n    messages(chatId: $chatId, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...MessageItem_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartChat($userId: ID, $placeId: ID, $organisationId: ID) {\n    startChat(userId: $userId, placeId: $placeId, organisationId: $organisationId) {\n      ...ChatItem_chat\n    }\n  }\n"): (typeof documents)["\n  mutation StartChat($userId: ID, $placeId: ID, $organisationId: ID) {\n    startChat(userId: $userId, placeId: $placeId, organisationId: $organisationId) {\n      ...ChatItem_chat\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($chatId: ID!, $text: String, $imageIds: [ID!]) {\n    sendMessage(chatId: $chatId, text: $text, imageIds: $imageIds) {\n      ...MessageItem_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($chatId: ID!, $text: String, $imageIds: [ID!]) {\n    sendMessage(chatId: $chatId, text: $text, imageIds: $imageIds) {\n      ...MessageItem_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMessage($id: ID!, $text: String, $imageIds: [ID!]) {\n    editMessage(id: $id, text: $text, imageIds: $imageIds) {\n      ...MessageItem_message\n    }\n  }\n"): (typeof documents)["\n  mutation EditMessage($id: ID!, $text: String, $imageIds: [ID!]) {\n    editMessage(id: $id, text: $text, imageIds: $imageIds) {\n      ...MessageItem_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageItem_message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageItem_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChatViewed($chatId: ID!) {\n    markChatViewed(chatId: $chatId) {\n      ...ChatCounters_counters\n    }\n  }\n"): (typeof documents)["\n  mutation MarkChatViewed($chatId: ID!) {\n    markChatViewed(chatId: $chatId) {\n      ...ChatCounters_counters\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded($chatId: ID) {\n    messageAdded(chatId: $chatId) {\n      ...MessageItem_message\n    }\n  }\n"): (typeof documents)["\n  subscription MessageAdded($chatId: ID) {\n    messageAdded(chatId: $chatId) {\n      ...MessageItem_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageChanged($chatId: ID) {\n    messageChanged(chatId: $chatId) {\n      ...MessageItem_message\n    }\n  }\n"): (typeof documents)["\n  subscription MessageChanged($chatId: ID) {\n    messageChanged(chatId: $chatId) {\n      ...MessageItem_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatChanged {\n    chatChanged {\n      ...ChatItem_chat\n    }\n  }\n"): (typeof documents)["\n  subscription ChatChanged {\n    chatChanged {\n      ...ChatItem_chat\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatResponseTimes {\n    chatResponseTimes {\n      outlet {\n        ...NotificationActor_actor\n      }\n      medianSeconds\n      answeredCount\n    }\n  }\n"): (typeof documents)["\n  query ChatResponseTimes {\n    chatResponseTimes {\n      outlet {\n        ...NotificationActor_actor\n      }\n      medianSeconds\n      answeredCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffName($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query StaffName($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityPicker($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CityName_city\n      country\n    }\n  }\n"): (typeof documents)["\n  query CityPicker($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CityName_city\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClosestCity($lat: Float!, $lon: Float!) {\n    closestCity(lat: $lat, lon: $lon) {\n      ...CityName_city\n      country\n    }\n  }\n"): (typeof documents)["\n  query ClosestCity($lat: Float!, $lon: Float!) {\n    closestCity(lat: $lat, lon: $lon) {\n      ...CityName_city\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    ...PublicationItem_publication\n    subjectComment {\n      ...CommentAuthorName_comment\n    }\n  }\n"): (typeof documents)["\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    ...PublicationItem_publication\n    subjectComment {\n      ...CommentAuthorName_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentAuthorName_comment on Authored {\n    id\n    byOutlet\n    user {\n      id\n      displayName\n    }\n    place {\n      id\n      name\n    }\n    organisation {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CommentAuthorName_comment on Authored {\n    id\n    byOutlet\n    user {\n      id\n      displayName\n    }\n    place {\n      id\n      name\n    }\n    organisation {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentChange_post on Post {\n    id\n    commentCount\n    lastComments {\n      ...CommentItem_comment\n    }\n  }\n"): (typeof documents)["\n  fragment CommentChange_post on Post {\n    id\n    commentCount\n    lastComments {\n      ...CommentItem_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentModeration_change on CommentChange {\n    comment {\n      id\n      isDeleted\n      isHidden\n    }\n    post {\n      ...CommentChange_post\n    }\n  }\n"): (typeof documents)["\n  fragment CommentModeration_change on CommentChange {\n    comment {\n      id\n      isDeleted\n      isHidden\n    }\n    post {\n      ...CommentChange_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      post {\n        ...CommentChange_post\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      post {\n        ...CommentChange_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      post {\n        id\n        commentCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      post {\n        id\n        commentCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideComment($id: ID!) {\n    hideComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n"): (typeof documents)["\n  mutation HideComment($id: ID!) {\n    hideComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreComment($id: ID!) {\n    restoreComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreComment($id: ID!) {\n    restoreComment(id: $id) {\n      ...CommentModeration_change\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeComment($id: ID!, $postId: ID!, $byOutlet: Boolean!) {\n    likeComment(id: $id, postId: $postId, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n"): (typeof documents)["\n  mutation LikeComment($id: ID!, $postId: ID!, $byOutlet: Boolean!) {\n    likeComment(id: $id, postId: $postId, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeComment($id: ID!, $postId: ID!, $byOutlet: Boolean!) {\n    unlikeComment(id: $id, postId: $postId, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeComment($id: ID!, $postId: ID!, $byOutlet: Boolean!) {\n    unlikeComment(id: $id, postId: $postId, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LastCommentIds on Post {\n    id\n    lastComments {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment LastCommentIds on Post {\n    id\n    lastComments {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostComments_post on Post {\n    id\n    commentCount\n    hasAccess\n    canHide\n    place {\n      id\n      name\n    }\n    organisation {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PostComments_post on Post {\n    id\n    commentCount\n    hasAccess\n    canHide\n    place {\n      id\n      name\n    }\n    organisation {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostComments($postId: ID!, $includeHidden: Boolean!, $offset: Int!, $limit: Int!) {\n    comments(postId: $postId, includeHidden: $includeHidden, offset: $offset, limit: $limit) {\n      items {\n        ...CommentItem_comment\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PostComments($postId: ID!, $includeHidden: Boolean!, $offset: Int!, $limit: Int!) {\n    comments(postId: $postId, includeHidden: $includeHidden, offset: $offset, limit: $limit) {\n      items {\n        ...CommentItem_comment\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowList_user on User {\n    ...Author_user\n    ...FollowButton_user\n  }\n"): (typeof documents)["\n  fragment FollowList_user on User {\n    ...Author_user\n    ...FollowButton_user\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowList_place on Place {\n    ...Author_place\n    category {\n      id\n      name\n    }\n    ...FollowButton_place\n  }\n"): (typeof documents)["\n  fragment FollowList_place on Place {\n    ...Author_place\n    category {\n      id\n      name\n    }\n    ...FollowButton_place\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowList_userPage on UserPage {\n    items {\n      ...FollowList_user\n    }\n    hasMore\n  }\n"): (typeof documents)["\n  fragment FollowList_userPage on UserPage {\n    items {\n      ...FollowList_user\n    }\n    hasMore\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followers($userId: ID, $placeId: ID, $offset: Int!, $limit: Int!) {\n    followers(userId: $userId, placeId: $placeId, offset: $offset, limit: $limit) {\n      ...FollowList_userPage\n    }\n  }\n"): (typeof documents)["\n  query Followers($userId: ID, $placeId: ID, $offset: Int!, $limit: Int!) {\n    followers(userId: $userId, placeId: $placeId, offset: $offset, limit: $limit) {\n      ...FollowList_userPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowingUsers($userId: ID!, $offset: Int!, $limit: Int!) {\n    followingUsers(userId: $userId, offset: $offset, limit: $limit) {\n      ...FollowList_userPage\n    }\n  }\n"): (typeof documents)["\n  query FollowingUsers($userId: ID!, $offset: Int!, $limit: Int!) {\n    followingUsers(userId: $userId, offset: $offset, limit: $limit) {\n      ...FollowList_userPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowingPlaces($userId: ID!, $offset: Int!, $limit: Int!) {\n    followingPlaces(userId: $userId, offset: $offset, limit: $limit) {\n      items {\n        ...FollowList_place\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query FollowingPlaces($userId: ID!, $offset: Int!, $limit: Int!) {\n    followingPlaces(userId: $userId, offset: $offset, limit: $limit) {\n      items {\n        ...FollowList_place\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryCard_gallery on Gallery {\n    id\n    title\n    photosCount\n    cover {\n      id\n      thumbnail {\n        ...ImageSize_variant\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment GalleryCard_gallery on Gallery {\n    id\n    title\n    photosCount\n    cover {\n      id\n      thumbnail {\n        ...ImageSize_variant\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceGalleries($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      category {\n        ...CategoryName_category\n      }\n      menuDescription\n      galleries {\n        ...GalleryPage_gallery\n      }\n      menus {\n        ...GalleryPage_gallery\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaceGalleries($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      category {\n        ...CategoryName_category\n      }\n      menuDescription\n      galleries {\n        ...GalleryPage_gallery\n      }\n      menus {\n        ...GalleryPage_gallery\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryPhoto_imageSet on ImageSet {\n    id\n    description\n    thumbnail {\n      ...ImageSize_variant\n    }\n    standard {\n      ...ImageSize_variant\n    }\n    original {\n      ...ImageSize_variant\n    }\n  }\n"): (typeof documents)["\n  fragment GalleryPhoto_imageSet on ImageSet {\n    id\n    description\n    thumbnail {\n      ...ImageSize_variant\n    }\n    standard {\n      ...ImageSize_variant\n    }\n    original {\n      ...ImageSize_variant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryPage_gallery on Gallery {\n    id\n    title\n    description\n    photosCount\n    orderNumber\n    cover {\n      id\n      thumbnail {\n        ...ImageSize_variant\n      }\n    }\n    photos {\n      ...GalleryPhoto_imageSet\n    }\n  }\n"): (typeof documents)["\n  fragment GalleryPage_gallery on Gallery {\n    id\n    title\n    description\n    photosCount\n    orderNumber\n    cover {\n      id\n      thumbnail {\n        ...ImageSize_variant\n      }\n    }\n    photos {\n      ...GalleryPhoto_imageSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceModeBar_place on Place {\n    id\n    latinName\n    moderationStatus\n    hasAccess\n  }\n"): (typeof documents)["\n  fragment PlaceModeBar_place on Place {\n    id\n    latinName\n    moderationStatus\n    hasAccess\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModeratePlace($id: ID!, $status: ModerationStatus!, $reason: String) {\n    moderatePlace(id: $id, status: $status, reason: $reason) {\n      ...ModerationNotice_place\n    }\n  }\n"): (typeof documents)["\n  mutation ModeratePlace($id: ID!, $status: ModerationStatus!, $reason: String) {\n    moderatePlace(id: $id, status: $status, reason: $reason) {\n      ...ModerationNotice_place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationNotice_place on Place {\n    id\n    moderationStatus\n    moderationUnpublishedReason\n  }\n"): (typeof documents)["\n  fragment ModerationNotice_place on Place {\n    id\n    moderationStatus\n    moderationUnpublishedReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePlacePreview($id: ID!, $input: PlaceInput!) {\n    updatePlace(id: $id, input: $input) {\n      id\n      latinName\n      name\n      shortDescription\n      description\n      parkingInfo\n      roadInfo\n      menuDescription\n      moderationStatus\n      moderationUnpublishedReason\n    }\n  }\n"): (typeof documents)["\n  mutation SavePlacePreview($id: ID!, $input: PlaceInput!) {\n    updatePlace(id: $id, input: $input) {\n      id\n      latinName\n      name\n      shortDescription\n      description\n      parkingInfo\n      roadInfo\n      menuDescription\n      moderationStatus\n      moderationUnpublishedReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CountersChanged {\n    countersChanged {\n      ...Counters_counters\n    }\n  }\n"): (typeof documents)["\n  subscription CountersChanged {\n    countersChanged {\n      ...Counters_counters\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationActor_actor on NotificationActor {\n    type\n    id\n    name\n    latinName\n    thumbnailUrl\n  }\n"): (typeof documents)["\n  fragment NotificationActor_actor on NotificationActor {\n    type\n    id\n    name\n    latinName\n    thumbnailUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    creator {\n      ...NotificationActor_actor\n    }\n    outlet {\n      ...NotificationActor_actor\n    }\n    recipientId\n    objectType\n    objectId\n    postId\n    postType\n    commentId\n    chatId\n    preview\n    outcome\n    reservation {\n      name\n      guestsCount\n      datetime\n      timeZone\n      status\n      answer\n    }\n    offer {\n      entryId\n      guestsCount\n      datetime\n      timeZone\n      status\n      expiresAt\n    }\n    isViewed\n    isForUser\n    timePassed\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    creator {\n      ...NotificationActor_actor\n    }\n    outlet {\n      ...NotificationActor_actor\n    }\n    recipientId\n    objectType\n    objectId\n    postId\n    postType\n    commentId\n    chatId\n    preview\n    outcome\n    reservation {\n      name\n      guestsCount\n      datetime\n      timeZone\n      status\n      answer\n    }\n    offer {\n      entryId\n      guestsCount\n      datetime\n      timeZone\n      status\n      expiresAt\n    }\n    isViewed\n    isForUser\n    timePassed\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationList($forOutlet: Boolean!, $offset: Int!, $limit: Int!) {\n    notifications(forOutlet: $forOutlet, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...NotificationItem_notification\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationList($forOutlet: Boolean!, $offset: Int!, $limit: Int!) {\n    notifications(forOutlet: $forOutlet, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...NotificationItem_notification\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsViewed($forOutlet: Boolean!, $ids: [ID!]) {\n    markNotificationsViewed(forOutlet: $forOutlet, ids: $ids) {\n      ...Counters_counters\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsViewed($forOutlet: Boolean!, $ids: [ID!]) {\n    markNotificationsViewed(forOutlet: $forOutlet, ids: $ids) {\n      ...Counters_counters\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationsPage($city: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $city) {\n      ...CityName_city\n    }\n    organisations(city: $city, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        name\n        placeCount\n        category {\n          id\n          name\n        }\n        avatar {\n          ...Thumbnail_imageSet\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisationsPage($city: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $city) {\n      ...CityName_city\n    }\n    organisations(city: $city, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        name\n        placeCount\n        category {\n          id\n          name\n        }\n        avatar {\n          ...Thumbnail_imageSet\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PermissionPerson_user on User {\n    ...Author_user\n    email\n  }\n"): (typeof documents)["\n  fragment PermissionPerson_user on User {\n    ...Author_user\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutletPermissions_outlet on Outlet {\n    id\n    name\n    hasAccess\n    isOwned\n    isManaged\n    isRequested\n  }\n"): (typeof documents)["\n  fragment OutletPermissions_outlet on Outlet {\n    id\n    name\n    hasAccess\n    isOwned\n    isManaged\n    isRequested\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutletAccessLists_outlet on Outlet {\n    id\n    owners {\n      ...PermissionPerson_user\n    }\n    managers {\n      ...PermissionPerson_user\n    }\n    requesters {\n      ...PermissionPerson_user\n    }\n  }\n"): (typeof documents)["\n  fragment OutletAccessLists_outlet on Outlet {\n    id\n    owners {\n      ...PermissionPerson_user\n    }\n    managers {\n      ...PermissionPerson_user\n    }\n    requesters {\n      ...PermissionPerson_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceAccessLists($id: ID!) {\n    place(id: $id) {\n      ...OutletAccessLists_outlet\n    }\n  }\n"): (typeof documents)["\n  query PlaceAccessLists($id: ID!) {\n    place(id: $id) {\n      ...OutletAccessLists_outlet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationAccessLists($id: ID!) {\n    organisation(id: $id) {\n      ...OutletAccessLists_outlet\n    }\n  }\n"): (typeof documents)["\n  query OrganisationAccessLists($id: ID!) {\n    organisation(id: $id) {\n      ...OutletAccessLists_outlet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PermissionChange_outlet on Outlet {\n    ...OutletPermissions_outlet\n    isStaffed\n    ...OutletAccessLists_outlet\n  }\n"): (typeof documents)["\n  fragment PermissionChange_outlet on Outlet {\n    ...OutletPermissions_outlet\n    isStaffed\n    ...OutletAccessLists_outlet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PermissionChange_result on PermissionChange {\n    user {\n      id\n    }\n    place {\n      ...PermissionChange_outlet\n    }\n    organisation {\n      ...PermissionChange_outlet\n    }\n  }\n"): (typeof documents)["\n  fragment PermissionChange_result on PermissionChange {\n    user {\n      id\n    }\n    place {\n      ...PermissionChange_outlet\n    }\n    organisation {\n      ...PermissionChange_outlet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPermission($placeId: ID, $organisationId: ID) {\n    requestPermission(placeId: $placeId, organisationId: $organisationId) {\n      ...PermissionChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPermission($placeId: ID, $organisationId: ID) {\n    requestPermission(placeId: $placeId, organisationId: $organisationId) {\n      ...PermissionChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantPermission(\n    $placeId: ID\n    $organisationId: ID\n    $value: PermissionValue!\n    $userId: ID\n    $email: String\n  ) {\n    grantPermission(\n      placeId: $placeId\n      organisationId: $organisationId\n      value: $value\n      userId: $userId\n      email: $email\n    ) {\n      ...PermissionChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation GrantPermission(\n    $placeId: ID\n    $organisationId: ID\n    $value: PermissionValue!\n    $userId: ID\n    $email: String\n  ) {\n    grantPermission(\n      placeId: $placeId\n      organisationId: $organisationId\n      value: $value\n      userId: $userId\n      email: $email\n    ) {\n      ...PermissionChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePermission($placeId: ID, $organisationId: ID, $userId: ID) {\n    revokePermission(placeId: $placeId, organisationId: $organisationId, userId: $userId) {\n      ...PermissionChange_result\n    }\n  }\n"): (typeof documents)["\n  mutation RevokePermission($placeId: ID, $organisationId: ID, $userId: ID) {\n    revokePermission(placeId: $placeId, organisationId: $organisationId, userId: $userId) {\n      ...PermissionChange_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilterOptions {\n    categories {\n      ...CategoryName_category\n    }\n    cuisines {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query FilterOptions {\n    categories {\n      ...CategoryName_category\n    }\n    cuisines {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Managed_outlet on Outlet {\n    id\n    hasAccess\n    isStaffed\n    isDeleted\n  }\n"): (typeof documents)["\n  fragment Managed_outlet on Outlet {\n    id\n    hasAccess\n    isStaffed\n    isDeleted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganisationForm_organisation on Organisation {\n    id\n    name\n    ...Managed_outlet\n    category {\n      id\n    }\n    city {\n      ...CityName_city\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n"): (typeof documents)["\n  fragment OrganisationForm_organisation on Organisation {\n    id\n    name\n    ...Managed_outlet\n    category {\n      id\n    }\n    city {\n      ...CityName_city\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationEdit($id: ID!) {\n    organisation(id: $id) {\n      ...OrganisationForm_organisation\n    }\n  }\n"): (typeof documents)["\n  query OrganisationEdit($id: ID!) {\n    organisation(id: $id) {\n      ...OrganisationForm_organisation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      ...OrganisationForm_organisation\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      ...OrganisationForm_organisation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      ...OrganisationForm_organisation\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      ...OrganisationForm_organisation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrganisation($id: ID!) {\n    deleteOrganisation(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOrganisation($id: ID!) {\n    deleteOrganisation(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceCategories {\n    categories {\n      ...CategoryName_category\n    }\n  }\n"): (typeof documents)["\n  query PlaceCategories {\n    categories {\n      ...CategoryName_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceCatalog {\n    categories {\n      ...CategoryName_category\n    }\n    cuisines {\n      value\n      label\n    }\n    dresscodes {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query PlaceCatalog {\n    categories {\n      ...CategoryName_category\n    }\n    cuisines {\n      value\n      label\n    }\n    dresscodes {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlace($input: PlaceInput!) {\n    createPlace(input: $input) {\n      id\n      latinName\n      name\n      moderationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlace($input: PlaceInput!) {\n    createPlace(input: $input) {\n      id\n      latinName\n      name\n      moderationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceForm_place on Place {\n    id\n    latinName\n    name\n    status\n    ...Managed_outlet\n    moderationStatus\n    moderationUnpublishedReason\n    hasOwner\n    city {\n      ...CityCentre_city\n    }\n    category {\n      ...CategoryName_category\n    }\n    subCategory {\n      id\n    }\n    cuisines {\n      value\n    }\n    organisation {\n      id\n      name\n    }\n    shortDescription\n    description\n    ...PlaceContacts_place\n    schedules {\n      ...ScheduleHours_schedule\n      name\n    }\n    features {\n      alcohol\n      businessLunch\n      cashfree\n      childrenRoom\n      dancefloor\n      delivery\n      entertainment\n      hookah\n      karaoke\n      liveMusic\n      mobileCharge\n      parkingType\n      smokeZone\n      sportTranslations\n      terrace\n      wifi\n    }\n    averageCheck\n    dresscode {\n      id\n    }\n    parkingInfo\n    roadInfo\n    menuDescription\n    galleries {\n      ...PlaceForm_gallery\n    }\n    menus {\n      ...PlaceForm_gallery\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n    logo {\n      ...Thumbnail_imageSet\n    }\n    background {\n      ...Thumbnail_imageSet\n    }\n    location {\n      ...Address_location\n    }\n  }\n"): (typeof documents)["\n  fragment PlaceForm_place on Place {\n    id\n    latinName\n    name\n    status\n    ...Managed_outlet\n    moderationStatus\n    moderationUnpublishedReason\n    hasOwner\n    city {\n      ...CityCentre_city\n    }\n    category {\n      ...CategoryName_category\n    }\n    subCategory {\n      id\n    }\n    cuisines {\n      value\n    }\n    organisation {\n      id\n      name\n    }\n    shortDescription\n    description\n    ...PlaceContacts_place\n    schedules {\n      ...ScheduleHours_schedule\n      name\n    }\n    features {\n      alcohol\n      businessLunch\n      cashfree\n      childrenRoom\n      dancefloor\n      delivery\n      entertainment\n      hookah\n      karaoke\n      liveMusic\n      mobileCharge\n      parkingType\n      smokeZone\n      sportTranslations\n      terrace\n      wifi\n    }\n    averageCheck\n    dresscode {\n      id\n    }\n    parkingInfo\n    roadInfo\n    menuDescription\n    galleries {\n      ...PlaceForm_gallery\n    }\n    menus {\n      ...PlaceForm_gallery\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n    logo {\n      ...Thumbnail_imageSet\n    }\n    background {\n      ...Thumbnail_imageSet\n    }\n    location {\n      ...Address_location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceForm_gallery on Gallery {\n    id\n    title\n    description\n    orderNumber\n    photos {\n      ...Thumbnail_imageSet\n    }\n  }\n"): (typeof documents)["\n  fragment PlaceForm_gallery on Gallery {\n    id\n    title\n    description\n    orderNumber\n    photos {\n      ...Thumbnail_imageSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceEdit($id: ID!) {\n    place(id: $id) {\n      ...PlaceForm_place\n    }\n  }\n"): (typeof documents)["\n  query PlaceEdit($id: ID!) {\n    place(id: $id) {\n      ...PlaceForm_place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlace($id: ID!, $input: PlaceInput!) {\n    updatePlace(id: $id, input: $input) {\n      ...PlaceForm_place\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlace($id: ID!, $input: PlaceInput!) {\n    updatePlace(id: $id, input: $input) {\n      ...PlaceForm_place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id) {\n      id\n      status\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id) {\n      id\n      status\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoverPlace($id: ID!) {\n    recoverPlace(id: $id) {\n      id\n      status\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation RecoverPlace($id: ID!) {\n    recoverPlace(id: $id) {\n      id\n      status\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickableOrganisations {\n    pickableOrganisations(limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PickableOrganisations {\n    pickableOrganisations(limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffedPlaces($offset: Int, $limit: Int) {\n    staffedPlaces(offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        latinName\n        name\n        isDeleted\n        moderationStatus\n        isRequested\n        city {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffedPlaces($offset: Int, $limit: Int) {\n    staffedPlaces(offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        latinName\n        name\n        isDeleted\n        moderationStatus\n        isRequested\n        city {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffedOrganisations($offset: Int, $limit: Int) {\n    staffedOrganisations(offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        name\n        placeCount\n        isDeleted\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffedOrganisations($offset: Int, $limit: Int) {\n    staffedOrganisations(offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        name\n        placeCount\n        isDeleted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceLabels_place on Place {\n    averageCheck\n    isTop50Bars\n    isTop100Restaurants\n    isTopCafes\n  }\n"): (typeof documents)["\n  fragment PlaceLabels_place on Place {\n    averageCheck\n    isTop50Bars\n    isTop100Restaurants\n    isTopCafes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceCardPage_page on PlacePage {\n    hasMore\n    items {\n      ...PlaceCard_place\n    }\n  }\n"): (typeof documents)["\n  fragment PlaceCardPage_page on PlacePage {\n    hasMore\n    items {\n      ...PlaceCard_place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceCard_place on Place {\n    id\n    latinName\n    name\n    category {\n      id\n      name\n    }\n    cuisines {\n      value\n      label\n    }\n    avatar {\n      id\n      thumbnail {\n        url\n        width\n      }\n      standard {\n        ...ImageSize_variant\n      }\n    }\n    ...PlaceLabels_place\n    isReservationsEnabled\n    status\n    ...FollowButton_place\n    location {\n      ...Address_location\n      distance\n    }\n    city {\n      id\n      timeZone\n    }\n    schedules {\n      ...ScheduleHours_schedule\n    }\n  }\n"): (typeof documents)["\n  fragment PlaceCard_place on Place {\n    id\n    latinName\n    name\n    category {\n      id\n      name\n    }\n    cuisines {\n      value\n      label\n    }\n    avatar {\n      id\n      thumbnail {\n        url\n        width\n      }\n      standard {\n        ...ImageSize_variant\n      }\n    }\n    ...PlaceLabels_place\n    isReservationsEnabled\n    status\n    ...FollowButton_place\n    location {\n      ...Address_location\n      distance\n    }\n    city {\n      id\n      timeZone\n    }\n    schedules {\n      ...ScheduleHours_schedule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceList(\n    $city: String!\n    $filter: PlaceFilter\n    $lat: Float\n    $lon: Float\n    $offset: Int!\n    $limit: Int!\n  ) {\n    places(city: $city, filter: $filter, lat: $lat, lon: $lon, offset: $offset, limit: $limit) {\n      ...PlaceCardPage_page\n    }\n  }\n"): (typeof documents)["\n  query PlaceList(\n    $city: String!\n    $filter: PlaceFilter\n    $lat: Float\n    $lon: Float\n    $offset: Int!\n    $limit: Int!\n  ) {\n    places(city: $city, filter: $filter, lat: $lat, lon: $lon, offset: $offset, limit: $limit) {\n      ...PlaceCardPage_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostEditor_outlet on Outlet {\n    ...WritePostLink_outlet\n    name\n    city {\n      ...CityCentre_city\n    }\n  }\n"): (typeof documents)["\n  fragment PostEditor_outlet on Outlet {\n    ...WritePostLink_outlet\n    name\n    city {\n      ...CityCentre_city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostEditorPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      ...PostEditor_outlet\n    }\n  }\n"): (typeof documents)["\n  query PostEditorPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      ...PostEditor_outlet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostEditorOrganisation($id: ID!) {\n    organisation(id: $id) {\n      ...PostEditor_outlet\n    }\n  }\n"): (typeof documents)["\n  query PostEditorOrganisation($id: ID!) {\n    organisation(id: $id) {\n      ...PostEditor_outlet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      type\n      city {\n        id\n        latinName\n      }\n      place {\n        id\n      }\n      organisation {\n        id\n      }\n      user {\n        id\n      }\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      type\n      city {\n        id\n        latinName\n      }\n      place {\n        id\n      }\n      organisation {\n        id\n      }\n      user {\n        id\n      }\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostEdit($id: ID!) {\n    post(id: $id) {\n      id\n      type\n      text\n      rating\n      lat\n      lon\n      isDeleted\n      hasAccess\n      city {\n        ...CityCentre_city\n      }\n      place {\n        id\n        name\n      }\n      organisation {\n        id\n        name\n      }\n      imageSets {\n        ...Thumbnail_imageSet\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostEdit($id: ID!) {\n    post(id: $id) {\n      id\n      type\n      text\n      rating\n      lat\n      lon\n      isDeleted\n      hasAccess\n      city {\n        ...CityCentre_city\n      }\n      place {\n        id\n        name\n      }\n      organisation {\n        id\n        name\n      }\n      imageSets {\n        ...Thumbnail_imageSet\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditPost($id: ID!, $input: EditPostInput!) {\n    editPost(id: $id, input: $input) {\n      id\n      lat\n      lon\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  mutation EditPost($id: ID!, $input: EditPostInput!) {\n    editPost(id: $id, input: $input) {\n      id\n      lat\n      lon\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPlaceChooser($city: String!, $filter: PlaceFilter, $limit: Int!) {\n    places(city: $city, filter: $filter, limit: $limit) {\n      items {\n        id\n        name\n        latinName\n        avatar {\n          ...Thumbnail_imageSet\n        }\n        category {\n          id\n          name\n        }\n        location {\n          street\n          building\n        }\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PostPlaceChooser($city: String!, $filter: PlaceFilter, $limit: Int!) {\n    places(city: $city, filter: $filter, limit: $limit) {\n      items {\n        id\n        name\n        latinName\n        avatar {\n          ...Thumbnail_imageSet\n        }\n        category {\n          id\n          name\n        }\n        location {\n          street\n          building\n        }\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WritePostLink_outlet on Outlet {\n    id\n    hasOwner\n    hasAccess\n  }\n"): (typeof documents)["\n  fragment WritePostLink_outlet on Outlet {\n    id\n    hasOwner\n    hasAccess\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostLikes($postId: ID!, $offset: Int!, $limit: Int!) {\n    likes(postId: $postId, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        ...Author_authored\n        user {\n          ...FollowButton_user\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostLikes($postId: ID!, $offset: Int!, $limit: Int!) {\n    likes(postId: $postId, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        id\n        ...Author_authored\n        user {\n          ...FollowButton_user\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard_post on Post {\n    id\n    type\n    rating\n    isVisited\n    lat\n    lon\n    city {\n      id\n      name\n    }\n    nearestPlace {\n      ...NearestPlace_place\n    }\n    ...PublicationItem_publication\n    commentCount\n    lastComments {\n      ...CommentAuthorName_comment\n      text\n      isDeleted\n      isHidden\n    }\n  }\n"): (typeof documents)["\n  fragment PostCard_post on Post {\n    id\n    type\n    rating\n    isVisited\n    lat\n    lon\n    city {\n      id\n      name\n    }\n    nearestPlace {\n      ...NearestPlace_place\n    }\n    ...PublicationItem_publication\n    commentCount\n    lastComments {\n      ...CommentAuthorName_comment\n      text\n      isDeleted\n      isHidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostList($filter: PostFilter, $offset: Int!, $limit: Int!) {\n    posts(filter: $filter, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...PostCard_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostList($filter: PostFilter, $offset: Int!, $limit: Int!) {\n    posts(filter: $filter, offset: $offset, limit: $limit) {\n      hasMore\n      items {\n        ...PostCard_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikePost($id: ID!, $byOutlet: Boolean) {\n    likePost(id: $id, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n"): (typeof documents)["\n  mutation LikePost($id: ID!, $byOutlet: Boolean) {\n    likePost(id: $id, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikePost($id: ID!, $byOutlet: Boolean) {\n    unlikePost(id: $id, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikePost($id: ID!, $byOutlet: Boolean) {\n    unlikePost(id: $id, byOutlet: $byOutlet) {\n      ...LikeState_publication\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HidePost($id: ID!) {\n    hidePost(id: $id) {\n      id\n      isHidden\n    }\n  }\n"): (typeof documents)["\n  mutation HidePost($id: ID!) {\n    hidePost(id: $id) {\n      id\n      isHidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReservationUpdated {\n    reservationUpdated {\n      reservationId\n      placeId\n    }\n  }\n"): (typeof documents)["\n  subscription ReservationUpdated {\n    reservationUpdated {\n      reservationId\n      placeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReservations($offset: Int, $limit: Int) {\n    myReservations(offset: $offset, limit: $limit) {\n      items {\n        ...Reservation_reservation\n      }\n      hasMore\n      waitlist {\n        ...WaitlistEntry_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyReservations($offset: Int, $limit: Int) {\n    myReservations(offset: $offset, limit: $limit) {\n      items {\n        ...Reservation_reservation\n      }\n      hasMore\n      waitlist {\n        ...WaitlistEntry_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffReservationsPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      city {\n        id\n        timeZone\n      }\n      category {\n        ...CategoryName_category\n      }\n      schedules {\n        ...ScheduleHours_schedule\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffReservationsPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      city {\n        id\n        timeZone\n      }\n      category {\n        ...CategoryName_category\n      }\n      schedules {\n        ...ScheduleHours_schedule\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceReservations($placeId: ID!, $offset: Int, $limit: Int) {\n    reservations(placeId: $placeId, offset: $offset, limit: $limit) {\n      items {\n        ...Reservation_reservation\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PlaceReservations($placeId: ID!, $offset: Int, $limit: Int) {\n    reservations(placeId: $placeId, offset: $offset, limit: $limit) {\n      items {\n        ...Reservation_reservation\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      isReservationsEnabled\n      city {\n        timeZone\n      }\n      category {\n        ...CategoryName_category\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      isReservationsEnabled\n      city {\n        timeZone\n      }\n      category {\n        ...CategoryName_category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReservationSlot_slot on ReservationSlot {\n    time\n    available\n    tables {\n      seats\n      available\n    }\n    waiting\n  }\n"): (typeof documents)["\n  fragment ReservationSlot_slot on ReservationSlot {\n    time\n    available\n    tables {\n      seats\n      available\n    }\n    waiting\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationSlots($placeId: ID!, $date: String!) {\n    reservationSlots(placeId: $placeId, date: $date) {\n      ...ReservationSlot_slot\n    }\n  }\n"): (typeof documents)["\n  query ReservationSlots($placeId: ID!, $date: String!) {\n    reservationSlots(placeId: $placeId, date: $date) {\n      ...ReservationSlot_slot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AvailabilityChanged($placeId: ID!, $date: String!) {\n    availabilityChanged(placeId: $placeId, date: $date) {\n      ...ReservationSlot_slot\n    }\n  }\n"): (typeof documents)["\n  subscription AvailabilityChanged($placeId: ID!, $date: String!) {\n    availabilityChanged(placeId: $placeId, date: $date) {\n      ...ReservationSlot_slot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReservationCode(\n    $phone: String!\n    $placeId: ID\n    $datetime: String\n    $guestsCount: Int\n  ) {\n    requestReservationCode(\n      phone: $phone\n      placeId: $placeId\n      datetime: $datetime\n      guestsCount: $guestsCount\n    ) {\n      timeout\n    }\n  }\n"): (typeof documents)["\n  mutation RequestReservationCode(\n    $phone: String!\n    $placeId: ID\n    $datetime: String\n    $guestsCount: Int\n  ) {\n    requestReservationCode(\n      phone: $phone\n      placeId: $placeId\n      datetime: $datetime\n      guestsCount: $guestsCount\n    ) {\n      timeout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReservationPlace_place on Place {\n    id\n    name\n    latinName\n    city {\n      id\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  fragment ReservationPlace_place on Place {\n    id\n    name\n    latinName\n    city {\n      id\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Reservation_reservation on Reservation {\n    id\n    status\n    guestsCount\n    name\n    datetime\n    zoneChoice\n    comment\n    phone\n    isViewed\n    isConfirmed\n    answer\n    hasNewComments\n    isPast\n    place {\n      ...ReservationPlace_place\n    }\n  }\n"): (typeof documents)["\n  fragment Reservation_reservation on Reservation {\n    id\n    status\n    guestsCount\n    name\n    datetime\n    zoneChoice\n    comment\n    phone\n    isViewed\n    isConfirmed\n    answer\n    hasNewComments\n    isPast\n    place {\n      ...ReservationPlace_place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReservation($input: ReservationInput!) {\n    createReservation(input: $input) {\n      ...Reservation_reservation\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReservation($input: ReservationInput!) {\n    createReservation(input: $input) {\n      ...Reservation_reservation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmReservation($code: String!, $answer: String) {\n    confirmReservation(code: $code, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmReservation($code: String!, $answer: String) {\n    confirmReservation(code: $code, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineReservation($code: String!, $answer: String) {\n    declineReservation(code: $code, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineReservation($code: String!, $answer: String) {\n    declineReservation(code: $code, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerReservation($id: ID!, $confirmed: Boolean!, $answer: String) {\n    answerReservation(id: $id, confirmed: $confirmed, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerReservation($id: ID!, $confirmed: Boolean!, $answer: String) {\n    answerReservation(id: $id, confirmed: $confirmed, answer: $answer) {\n      ...Reservation_reservation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationByCode($code: String!) {\n    reservationByCode(code: $code) {\n      ...Reservation_reservation\n      isGuestConfirmed\n    }\n  }\n"): (typeof documents)["\n  query ReservationByCode($code: String!) {\n    reservationByCode(code: $code) {\n      ...Reservation_reservation\n      isGuestConfirmed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      ...Reservation_reservation\n    }\n  }\n"): (typeof documents)["\n  mutation CancelReservation($id: ID!) {\n    cancelReservation(id: $id) {\n      ...Reservation_reservation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WaitlistEntry_entry on WaitlistEntry {\n    id\n    name\n    guestsCount\n    date\n    from\n    to\n    status\n    position\n    offer {\n      datetime\n      seats\n      expiresAt\n    }\n    place {\n      ...ReservationPlace_place\n    }\n  }\n"): (typeof documents)["\n  fragment WaitlistEntry_entry on WaitlistEntry {\n    id\n    name\n    guestsCount\n    date\n    from\n    to\n    status\n    position\n    offer {\n      datetime\n      seats\n      expiresAt\n    }\n    place {\n      ...ReservationPlace_place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitlist($input: WaitlistInput!) {\n    joinWaitlist(input: $input) {\n      ...WaitlistEntry_entry\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitlist($input: WaitlistInput!) {\n    joinWaitlist(input: $input) {\n      ...WaitlistEntry_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id) {\n      ...WaitlistEntry_entry\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id) {\n      ...WaitlistEntry_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOffer($id: ID!) {\n    acceptOffer(id: $id) {\n      ...Reservation_reservation\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptOffer($id: ID!) {\n    acceptOffer(id: $id) {\n      ...Reservation_reservation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineOffer($id: ID!) {\n    declineOffer(id: $id) {\n      ...WaitlistEntry_entry\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineOffer($id: ID!) {\n    declineOffer(id: $id) {\n      ...WaitlistEntry_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceWaitlist($placeId: ID!, $date: String!) {\n    waitlist(placeId: $placeId, date: $date) {\n      ...WaitlistEntry_entry\n      phone\n    }\n  }\n"): (typeof documents)["\n  query PlaceWaitlist($placeId: ID!, $date: String!) {\n    waitlist(placeId: $placeId, date: $date) {\n      ...WaitlistEntry_entry\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReservationSettings_settings on ReservationSettings {\n    placeId\n    isReservationsEnabled\n    horizonDays\n    cancelCutoffMinutes\n    times {\n      dayOfWeek\n      time\n      tables {\n        seats\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReservationSettings_settings on ReservationSettings {\n    placeId\n    isReservationsEnabled\n    horizonDays\n    cancelCutoffMinutes\n    times {\n      dayOfWeek\n      time\n      tables {\n        seats\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationSettings($placeId: ID!) {\n    reservationSettings(placeId: $placeId) {\n      ...ReservationSettings_settings\n    }\n  }\n"): (typeof documents)["\n  query ReservationSettings($placeId: ID!) {\n    reservationSettings(placeId: $placeId) {\n      ...ReservationSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReservationSettings($placeId: ID!, $input: ReservationSettingsInput!) {\n    updateReservationSettings(placeId: $placeId, input: $input) {\n      ...ReservationSettings_settings\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReservationSettings($placeId: ID!, $input: ReservationSettingsInput!) {\n    updateReservationSettings(placeId: $placeId, input: $input) {\n      ...ReservationSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($query: String!, $offset: Int!, $limit: Int!, $city: String) {\n    search(query: $query, offset: $offset, limit: $limit, city: $city) {\n      hasMore\n      nextOffset\n      items {\n        __typename\n        ... on Place {\n          id\n          latinName\n          name\n          category {\n            id\n            name\n          }\n          city {\n            id\n            name\n          }\n          avatar {\n            ...Thumbnail_imageSet\n          }\n        }\n        ... on User {\n          id\n          displayName\n          ...FollowButton_user\n          avatar {\n            ...Thumbnail_imageSet\n          }\n          city {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search($query: String!, $offset: Int!, $limit: Int!, $city: String) {\n    search(query: $query, offset: $offset, limit: $limit, city: $city) {\n      hasMore\n      nextOffset\n      items {\n        __typename\n        ... on Place {\n          id\n          latinName\n          name\n          category {\n            id\n            name\n          }\n          city {\n            id\n            name\n          }\n          avatar {\n            ...Thumbnail_imageSet\n          }\n        }\n        ... on User {\n          id\n          displayName\n          ...FollowButton_user\n          avatar {\n            ...Thumbnail_imageSet\n          }\n          city {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query ProfileCities($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CityName_city\n    }\n  }\n"): (typeof documents)["\n  query ProfileCities($query: String, $limit: Int) {\n    cities(query: $query, limit: $limit) {\n      ...CityName_city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileEdit($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      isDeleted\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  query ProfileEdit($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      isDeleted\n      ...ProfileForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_user on User {\n    id\n    firstName\n    secondName\n    about\n    link\n    city {\n      ...CityName_city\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileForm_user on User {\n    id\n    firstName\n    secondName\n    about\n    link\n    city {\n      ...CityName_city\n    }\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...Session_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...Session_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Author_user on User {\n    id\n    displayName\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n"): (typeof documents)["\n  fragment Author_user on User {\n    id\n    displayName\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Author_place on Place {\n    id\n    latinName\n    name\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n"): (typeof documents)["\n  fragment Author_place on Place {\n    id\n    latinName\n    name\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Author_organisation on Organisation {\n    id\n    name\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n"): (typeof documents)["\n  fragment Author_organisation on Organisation {\n    id\n    name\n    avatar {\n      ...Thumbnail_imageSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Author_authored on Authored {\n    byOutlet\n    user {\n      ...Author_user\n    }\n    place {\n      ...Author_place\n    }\n    organisation {\n      ...Author_organisation\n    }\n  }\n"): (typeof documents)["\n  fragment Author_authored on Authored {\n    byOutlet\n    user {\n      ...Author_user\n    }\n    place {\n      ...Author_place\n    }\n    organisation {\n      ...Author_organisation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Counters_counters on Counters {\n    notifications {\n      forUser\n      forOutlet\n      total\n    }\n    chats {\n      ...ChatCounters_counters\n    }\n  }\n"): (typeof documents)["\n  fragment Counters_counters on Counters {\n    notifications {\n      forUser\n      forOutlet\n      total\n    }\n    chats {\n      ...ChatCounters_counters\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Counters {\n    counters {\n      ...Counters_counters\n    }\n  }\n"): (typeof documents)["\n  query Counters {\n    counters {\n      ...Counters_counters\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentCity($latinName: String!) {\n    city(latinName: $latinName) {\n      ...CityCentre_city\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query CurrentCity($latinName: String!) {\n    city(latinName: $latinName) {\n      ...CityCentre_city\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LikeState_publication on Publication {\n    id\n    isLiked\n    likeCount\n    hasOutletLike\n  }\n"): (typeof documents)["\n  fragment LikeState_publication on Publication {\n    id\n    isLiked\n    likeCount\n    hasOutletLike\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NearestPlace_place on Place {\n    id\n    name\n    latinName\n    location {\n      ...Address_location\n      distance\n    }\n  }\n"): (typeof documents)["\n  fragment NearestPlace_place on Place {\n    id\n    name\n    latinName\n    location {\n      ...Address_location\n      distance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearestPlace($city: String!, $lat: Float!, $lon: Float!) {\n    places(city: $city, lat: $lat, lon: $lon, orderBy: DISTANCE, limit: 1) {\n      items {\n        ...NearestPlace_place\n      }\n    }\n  }\n"): (typeof documents)["\n  query NearestPlace($city: String!, $lat: Float!, $lon: Float!) {\n    places(city: $city, lat: $lat, lon: $lon, orderBy: DISTANCE, limit: 1) {\n      items {\n        ...NearestPlace_place\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Session_user on User {\n    id\n    firstName\n    secondName\n    fullName\n    displayName\n    avatar {\n      ...Thumbnail_imageSet\n    }\n    city {\n      ...CityName_city\n    }\n    about\n    link\n    phone\n    email\n  }\n"): (typeof documents)["\n  fragment Session_user on User {\n    id\n    firstName\n    secondName\n    fullName\n    displayName\n    avatar {\n      ...Thumbnail_imageSet\n    }\n    city {\n      ...CityName_city\n    }\n    about\n    link\n    phone\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Session_account on Account {\n    user {\n      ...Session_user\n    }\n    isNew\n    isStaff\n    isAdmin\n    isRequester\n    isContentManager\n    isAuthorPlace\n  }\n"): (typeof documents)["\n  fragment Session_account on Account {\n    user {\n      ...Session_user\n    }\n    isNew\n    isStaff\n    isAdmin\n    isRequester\n    isContentManager\n    isAuthorPlace\n  }\n"];
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
export function graphql(source: "\n  fragment Thumbnail_imageSet on ImageSet {\n    id\n    thumbnail {\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment Thumbnail_imageSet on ImageSet {\n    id\n    thumbnail {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CityName_city on City {\n    id\n    name\n    latinName\n  }\n"): (typeof documents)["\n  fragment CityName_city on City {\n    id\n    name\n    latinName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryName_category on Category {\n    id\n    name\n    latinName\n  }\n"): (typeof documents)["\n  fragment CategoryName_category on Category {\n    id\n    name\n    latinName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceHeading_place on Place {\n    id\n    latinName\n    name\n    city {\n      ...CityName_city\n    }\n  }\n"): (typeof documents)["\n  fragment PlaceHeading_place on Place {\n    id\n    latinName\n    name\n    city {\n      ...CityName_city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleHours_schedule on Schedule {\n    id\n    isMain\n    items {\n      dayOfWeek\n      startAt\n      endAt\n    }\n  }\n"): (typeof documents)["\n  fragment ScheduleHours_schedule on Schedule {\n    id\n    isMain\n    items {\n      dayOfWeek\n      startAt\n      endAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageSize_variant on ImageVariant {\n    url\n    width\n    height\n  }\n"): (typeof documents)["\n  fragment ImageSize_variant on ImageVariant {\n    url\n    width\n    height\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceContacts_place on Place {\n    phones {\n      id\n      phone\n      name\n    }\n    links {\n      id\n      name\n      link\n    }\n  }\n"): (typeof documents)["\n  fragment PlaceContacts_place on Place {\n    phones {\n      id\n      phone\n      name\n    }\n    links {\n      id\n      name\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationItem_publication on Publication {\n    ...Author_authored\n    text\n    imageSets {\n      ...GalleryPhoto_imageSet\n    }\n    ...LikeState_publication\n    isEdited\n    isDeleted\n    isHidden\n    hasAccess\n    canHide\n    timePassed\n    publicationDate\n  }\n"): (typeof documents)["\n  fragment PublicationItem_publication on Publication {\n    ...Author_authored\n    text\n    imageSets {\n      ...GalleryPhoto_imageSet\n    }\n    ...LikeState_publication\n    isEdited\n    isDeleted\n    isHidden\n    hasAccess\n    canHide\n    timePassed\n    publicationDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Address_location on Location {\n    street\n    building\n    lat\n    lon\n  }\n"): (typeof documents)["\n  fragment Address_location on Location {\n    street\n    building\n    lat\n    lon\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CityCentre_city on City {\n    ...CityName_city\n    lat\n    lon\n  }\n"): (typeof documents)["\n  fragment CityCentre_city on City {\n    ...CityName_city\n    lat\n    lon\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      fragment Full on ImageSet {\n        id\n        thumbnail {\n          url\n          width\n          height\n        }\n      }\n    "): (typeof documents)["\n      fragment Full on ImageSet {\n        id\n        thumbnail {\n          url\n          width\n          height\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      fragment Short on ImageSet {\n        id\n        thumbnail {\n          url\n        }\n      }\n    "): (typeof documents)["\n      fragment Short on ImageSet {\n        id\n        thumbnail {\n          url\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutletPostsPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n    }\n  }\n"): (typeof documents)["\n  query OutletPostsPlace($id: ID!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutletPostsOrganisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query OutletPostsOrganisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationPage($id: ID!, $offset: Int!, $limit: Int!) {\n    organisation(id: $id) {\n      id\n      name\n      category {\n        id\n        name\n      }\n      placeCount\n      newsCount\n      reviewCount\n      ...WritePostLink_outlet\n      ...OutletPermissions_outlet\n      ...Managed_outlet\n      city {\n        ...CityName_city\n      }\n      avatar {\n        id\n        standard {\n          url\n        }\n        thumbnail {\n          url\n        }\n      }\n      places(offset: $offset, limit: $limit) {\n        ...PlaceCardPage_page\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisationPage($id: ID!, $offset: Int!, $limit: Int!) {\n    organisation(id: $id) {\n      id\n      name\n      category {\n        id\n        name\n      }\n      placeCount\n      newsCount\n      reviewCount\n      ...WritePostLink_outlet\n      ...OutletPermissions_outlet\n      ...Managed_outlet\n      city {\n        ...CityName_city\n      }\n      avatar {\n        id\n        standard {\n          url\n        }\n        thumbnail {\n          url\n        }\n      }\n      places(offset: $offset, limit: $limit) {\n        ...PlaceCardPage_page\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceLatestPosts($placeId: ID!, $type: PostType!, $limit: Int!) {\n    posts(filter: { placeId: $placeId, type: $type }, limit: $limit) {\n      items {\n        ...PostCard_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaceLatestPosts($placeId: ID!, $type: PostType!, $limit: Int!) {\n    posts(filter: { placeId: $placeId, type: $type }, limit: $limit) {\n      items {\n        ...PostCard_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacePage($id: ID!, $recommendedLimit: Int!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      shortDescription\n      description\n      category {\n        ...CategoryName_category\n      }\n      cuisines {\n        value\n        label\n      }\n      city {\n        timeZone\n      }\n      avatar {\n        id\n        standard {\n          ...ImageSize_variant\n        }\n      }\n      background {\n        id\n        cover {\n          ...ImageSize_variant\n        }\n      }\n      ...PlaceLabels_place\n      isReservationsEnabled\n      hasAccess\n      followerCount\n      reviewCount\n      newsCount\n      averageRating\n      location {\n        ...Address_location\n      }\n      ...PlaceContacts_place\n      features {\n        alcohol\n        cashfree\n        wifi\n        dancefloor\n        entertainment\n        liveMusic\n        parkingType\n        smokeZone\n      }\n      dresscode {\n        id\n        title\n        description\n      }\n      parkingInfo\n      roadInfo\n      schedules {\n        ...ScheduleHours_schedule\n        name\n      }\n      organisation {\n        id\n        name\n        placeCount\n        avatar {\n          ...Thumbnail_imageSet\n        }\n      }\n      galleries {\n        ...GalleryCard_gallery\n      }\n      menus {\n        ...GalleryCard_gallery\n      }\n      menuDescription\n      ...FollowButton_place\n      ...WritePostLink_outlet\n      ...PlaceModeBar_place\n      ...ModerationNotice_place\n      ...OutletPermissions_outlet\n      ...Managed_outlet\n      someFollowers {\n        ...Author_user\n      }\n      recommended(limit: $recommendedLimit) {\n        ...PlaceCard_place\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlacePage($id: ID!, $recommendedLimit: Int!) {\n    place(id: $id) {\n      ...PlaceHeading_place\n      shortDescription\n      description\n      category {\n        ...CategoryName_category\n      }\n      cuisines {\n        value\n        label\n      }\n      city {\n        timeZone\n      }\n      avatar {\n        id\n        standard {\n          ...ImageSize_variant\n        }\n      }\n      background {\n        id\n        cover {\n          ...ImageSize_variant\n        }\n      }\n      ...PlaceLabels_place\n      isReservationsEnabled\n      hasAccess\n      followerCount\n      reviewCount\n      newsCount\n      averageRating\n      location {\n        ...Address_location\n      }\n      ...PlaceContacts_place\n      features {\n        alcohol\n        cashfree\n        wifi\n        dancefloor\n        entertainment\n        liveMusic\n        parkingType\n        smokeZone\n      }\n      dresscode {\n        id\n        title\n        description\n      }\n      parkingInfo\n      roadInfo\n      schedules {\n        ...ScheduleHours_schedule\n        name\n      }\n      organisation {\n        id\n        name\n        placeCount\n        avatar {\n          ...Thumbnail_imageSet\n        }\n      }\n      galleries {\n        ...GalleryCard_gallery\n      }\n      menus {\n        ...GalleryCard_gallery\n      }\n      menuDescription\n      ...FollowButton_place\n      ...WritePostLink_outlet\n      ...PlaceModeBar_place\n      ...ModerationNotice_place\n      ...OutletPermissions_outlet\n      ...Managed_outlet\n      someFollowers {\n        ...Author_user\n      }\n      recommended(limit: $recommendedLimit) {\n        ...PlaceCard_place\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacesMap(\n    $city: String!\n    $filter: PlaceFilter\n    $lat: Float\n    $lon: Float\n    $orderBy: PlaceOrder\n    $limit: Int!\n  ) {\n    places(city: $city, filter: $filter, lat: $lat, lon: $lon, orderBy: $orderBy, limit: $limit) {\n      ...PlaceCardPage_page\n    }\n  }\n"): (typeof documents)["\n  query PlacesMap(\n    $city: String!\n    $filter: PlaceFilter\n    $lat: Float\n    $lon: Float\n    $orderBy: PlaceOrder\n    $limit: Int!\n  ) {\n    places(city: $city, filter: $filter, lat: $lat, lon: $lon, orderBy: $orderBy, limit: $limit) {\n      ...PlaceCardPage_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      ...ProfileForm_user\n      displayName\n      avatar {\n        thumbnail {\n          ...ImageSize_variant\n        }\n        standard {\n          ...ImageSize_variant\n        }\n      }\n      postCount\n      followerCount\n      followingCount\n      isDeleted\n      ...FollowButton_user\n    }\n  }\n"): (typeof documents)["\n  query UserProfile($id: ID!) {\n    user(id: $id) {\n      ...ProfileForm_user\n      displayName\n      avatar {\n        thumbnail {\n          ...ImageSize_variant\n        }\n        standard {\n          ...ImageSize_variant\n        }\n      }\n      postCount\n      followerCount\n      followingCount\n      isDeleted\n      ...FollowButton_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageHeadPlace($id: ID!) {\n    place(id: $id) {\n      name\n      latinName\n      shortDescription\n      city {\n        name\n      }\n      avatar {\n        standard {\n          url\n        }\n      }\n      background {\n        cover {\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageHeadPlace($id: ID!) {\n    place(id: $id) {\n      name\n      latinName\n      shortDescription\n      city {\n        name\n      }\n      avatar {\n        standard {\n          url\n        }\n      }\n      background {\n        cover {\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageHeadPost($id: ID!) {\n    post(id: $id) {\n      id\n      text\n      isDeleted\n      isHidden\n    }\n  }\n"): (typeof documents)["\n  query PageHeadPost($id: ID!) {\n    post(id: $id) {\n      id\n      text\n      isDeleted\n      isHidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageHeadOrganisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      placeCount\n      avatar {\n        standard {\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageHeadOrganisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      placeCount\n      avatar {\n        standard {\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageHeadUser($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      about\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  query PageHeadUser($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      about\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageHeadCity($latinName: String!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n  }\n"): (typeof documents)["\n  query PageHeadCity($latinName: String!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageHeadPlacesPage($latinName: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n    places(city: $latinName, offset: $offset, limit: $limit) {\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PageHeadPlacesPage($latinName: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n    places(city: $latinName, offset: $offset, limit: $limit) {\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageHeadOrganisationsPage($latinName: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n    organisations(city: $latinName, offset: $offset, limit: $limit) {\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PageHeadOrganisationsPage($latinName: String!, $offset: Int!, $limit: Int!) {\n    city(latinName: $latinName) {\n      name\n      latinName\n    }\n    organisations(city: $latinName, offset: $offset, limit: $limit) {\n      hasMore\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;