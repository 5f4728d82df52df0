// The web app's import borders (bulletproof-react): app/ (routes, layouts) -> features/* ->
// shared code (lib/, components/, gql/). A feature imports shared code and, beside that, only the
// few other features' files listed in `featureAllowList`, each a one-way composition.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const src = 'web/src';

/**
 * Which files of other features each feature may import, each with why. Keep this short: a piece
 * that several features need belongs in lib/ or components/ instead.
 */
export const featureAllowList = {
  auth: [
    'user/profile-form.tsx', // registration ends in the profile form
  ],
  feed: [
    'post/post-card.tsx', // a feed lists post cards
    'post/likes-modal-slot.tsx', // a feed opens a post's likers
  ],
  'place-page': [
    'post/post-card.tsx', // a place shows its latest posts
    'follow/follow-button.tsx', // a place can be followed
    'follow/follow-modals.tsx', // a place lists its followers
    'place/place-card.tsx', // recommended places are cards
    'place/place-labels.ts', // the page shows the card labels
    'post-editor/write-post-link.tsx', // write about a place
    'moderation/mode-bar.tsx', // a place screen has the mode bar
    'moderation/moderation-notice.tsx', // staff see where their place stands in moderation
    'moderation/use-previewed-place.ts', // a preview shows the pending edit
    'permissions/permission-entry.tsx', // access to a place
    'place-management/manage-links.tsx', // edit or delete a place
    'chat/write-message-button.tsx', // write to a place
  ],
  user: [
    'feed/post-list.tsx', // a profile lists the person's posts
    'follow/follow-button.tsx', // a profile can be followed
    'follow/follow-modals.tsx', // a profile lists followers and follows
    'chat/write-message-button.tsx', // write to a person
  ],
  post: [
    'comment/comment-item.tsx', // a post card shows its last comments
    'follow/follow-button.tsx', // likers can be followed
  ],
  place: [
    'follow/follow-button.tsx', // a place card can be followed
  ],
  search: [
    'follow/follow-button.tsx', // found people can be followed
  ],
  map: [
    'place/place-card.tsx', // the map shows the chosen place as a card
  ],
  organisation: [
    'place/place-card.tsx', // a chain lists its places' cards
    'post-editor/write-post-link.tsx', // write about a chain
    'permissions/permission-entry.tsx', // access to a chain
    'place-management/manage-links.tsx', // edit a chain
    'chat/write-message-button.tsx', // write to a chain
  ],
  gallery: [
    'place-page/gallery-cards.tsx', // galleries are the place's cards
  ],
  moderation: [
    'place-management/drafts.ts', // a preview is the form's draft
    'place-management/place-save.ts', // a preview saves by the form save rules
    'place-management/place-form-values.ts', // the draft's shape
  ],
  'place-management': [
    'city/city-picker.tsx', // places and chains pick a city
    'moderation/moderation-badge.tsx', // the management pages say where a place stands in moderation
  ],
  chat: [
    'comment/comment-images.tsx', // messages show images as comments do
    'notification/notification-counters.ts', // the chat tabs show the unread counters every badge reads
    'notification/notification-wording.ts', // a chat links its counterpart as a notification links its actor
  ],
  reservation: [
    'auth/countdowns.tsx', // the booking code has the resend timer
    'auth/dev-inbox.tsx', // the booking code shows the dev inbox
  ],
  notification: [
    'reservation/offer-buttons.tsx', // a table offered from the line is accepted from its notification
  ],
};

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
  except: [`./${feature}`, ...(featureAllowList[feature] ?? []).map((file) => `./${file}`)],
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
