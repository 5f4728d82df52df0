// The web app's import borders (bulletproof-react): app/ (routes, layouts) -> features/* ->
// shared code (lib/, components/, gql/). A feature imports shared code and, beside that, only the
// few other features' files listed in `featureAllowList`, each a one-way composition.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const src = 'web/src';

/**
 * Which feature may import which file of another feature, and why. Keep this short: a piece that
 * several features need belongs in lib/ or components/ instead.
 */
export const featureAllowList = [
  { from: 'auth', file: 'user/profile-form.tsx', why: 'registration ends in the profile form' },
  { from: 'feed', file: 'post/post-card.tsx', why: 'a feed lists post cards' },
  { from: 'feed', file: 'post/likes-modal-slot.tsx', why: "a feed opens a post's likers" },
  { from: 'place-page', file: 'post/post-card.tsx', why: 'a place shows its latest posts' },
  { from: 'user', file: 'feed/post-list.tsx', why: "a profile lists the person's posts" },
  { from: 'post', file: 'comment/comment-item.tsx', why: 'a post card shows its last comments' },
  { from: 'place', file: 'follow/follow-button.tsx', why: 'a place card can be followed' },
  { from: 'place-page', file: 'follow/follow-button.tsx', why: 'a place can be followed' },
  { from: 'post', file: 'follow/follow-button.tsx', why: 'likers can be followed' },
  { from: 'search', file: 'follow/follow-button.tsx', why: 'found people can be followed' },
  { from: 'user', file: 'follow/follow-button.tsx', why: 'a profile can be followed' },
  { from: 'place-page', file: 'follow/follow-modals.tsx', why: 'a place lists its followers' },
  { from: 'user', file: 'follow/follow-modals.tsx', why: 'a profile lists followers and follows' },
  { from: 'map', file: 'place/place-card.tsx', why: 'the map shows the chosen place as a card' },
  { from: 'organisation', file: 'place/place-card.tsx', why: "a chain lists its places' cards" },
  { from: 'place-page', file: 'place/place-card.tsx', why: 'recommended places are cards' },
  { from: 'place-page', file: 'place/place-labels.ts', why: 'the page shows the card labels' },
  { from: 'organisation', file: 'post-editor/write-post-link.tsx', why: 'write about a chain' },
  { from: 'place-page', file: 'post-editor/write-post-link.tsx', why: 'write about a place' },
  { from: 'gallery', file: 'place-page/gallery-cards.tsx', why: "galleries are the place's cards" },
  { from: 'place-page', file: 'moderation/mode-bar.tsx', why: 'a place screen has the mode bar' },
  {
    from: 'place-page',
    file: 'moderation/moderation-notice.tsx',
    why: 'staff see where their place stands in moderation',
  },
  {
    from: 'place-page',
    file: 'moderation/use-previewed-place.ts',
    why: 'a preview shows the pending edit',
  },
  { from: 'place-page', file: 'permissions/permission-entry.tsx', why: 'access to a place' },
  { from: 'organisation', file: 'permissions/permission-entry.tsx', why: 'access to a chain' },
  { from: 'moderation', file: 'place-management/drafts.ts', why: "a preview is the form's draft" },
  {
    from: 'moderation',
    file: 'place-management/place-save.ts',
    why: 'a preview saves by the form save rules',
  },
  {
    from: 'moderation',
    file: 'place-management/place-form-values.ts',
    why: "the draft's shape",
  },
  { from: 'user', file: 'chat/write-message-button.tsx', why: 'write to a person' },
  { from: 'place-management', file: 'city/city-picker.tsx', why: 'places and chains pick a city' },
  { from: 'place-page', file: 'place-management/manage-links.tsx', why: 'edit or delete a place' },
  { from: 'organisation', file: 'place-management/manage-links.tsx', why: 'edit a chain' },
  { from: 'place-page', file: 'chat/write-message-button.tsx', why: 'write to a place' },
  { from: 'organisation', file: 'chat/write-message-button.tsx', why: 'write to a chain' },
  { from: 'chat', file: 'comment/comment-images.tsx', why: 'messages show images as comments do' },
  { from: 'booking', file: 'auth/countdowns.tsx', why: 'the booking code has the resend timer' },
  { from: 'booking', file: 'auth/dev-inbox.tsx', why: 'the booking code shows the dev inbox' },
  {
    from: 'chat',
    file: 'notification/notification-counters.ts',
    why: 'the chat tabs show the unread counters every badge reads',
  },
  {
    from: 'chat',
    file: 'notification/notification-wording.ts',
    why: 'a chat links its counterpart as a notification links its actor',
  },
];

// Every folder of features/ is a feature; a new one is bordered as soon as it exists.
const features = readdirSync(new URL(`../${src}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: `${src}/features`,
    from: `${src}/app`,
    message: 'Features do not import the app; the app composes features.',
  },
  {
    target: [`${src}/lib`, `${src}/components`],
    from: [`${src}/features`, `${src}/app`],
    message: 'Shared code (lib/, components/) does not import features or the app.',
  },
];

const featureZones = features.map((feature) => ({
  target: `${src}/features/${feature}`,
  from: `${src}/features`,
  except: [
    `./${feature}`,
    ...featureAllowList.filter((entry) => entry.from === feature).map((entry) => `./${entry.file}`),
  ],
  message: `A feature imports lib/, components/, gql/ and only the other features' files in eslint/web-borders.js featureAllowList.`,
}));

export default [
  {
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...layerZones],
        },
      ],
    },
  },
  {
    // Tests may render a feature inside the app or beside another feature.
    files: [`${src}/**/*.{ts,tsx}`],
    ignores: [`${src}/**/*.test.{ts,tsx}`, `${src}/test/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...layerZones, ...featureZones],
        },
      ],
    },
  },
];
