// The web app's import borders (bulletproof-react): app/ (routes, layouts) -> pages/* (screens
// that compose several features) -> features/* -> shared code (lib/, components/, gql/). A feature
// imports shared code and, beside that, only the few other features' files listed in
// `featureAllowList`, each a one-way composition. lib/ is split by kind: infra/ (Apollo, storage,
// the head, scheduling, uploads, push) -> hooks/ (React hooks and the state they share) ->
// domain/ (the session, the current city, counters, drafts, fragments many documents spread); the
// product's words, constants and routes (messages/, constants.ts, paths.ts) sit at its root for
// everyone.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const src = 'web/src';

/**
 * Which files of other features each feature may import, each with why. Keep this short: a screen
 * that shows several features is composed in pages/, and a piece that several features need
 * belongs in lib/ or components/ instead.
 */
export const featureAllowList = {
  auth: [
    'user/profile-form.tsx', // registration ends in the new account's profile form, in the same modal
  ],
  chat: [
    'comment/comment-images.tsx', // a message shows its images as a comment does, opened the same way
    'notification/notification-wording.ts', // a chat names its counterpart as a notification names its actor
  ],
  notification: [
    'reservation/offer-buttons.tsx', // a table offered from the line is accepted from its notification
  ],
  'place-management': [
    'city/city-picker.tsx', // a place's or chain's form picks its city with the header's picker
    'moderation/moderation-badge.tsx', // the management pages say where a place stands in moderation
  ],
  post: [
    'comment/comment-item.tsx', // a post card shows its last comments, each as the comment list does
  ],
  reservation: [
    'auth/countdowns.tsx', // the booking code waits to be resent by the sign-in code's timer
    'auth/dev-inbox.tsx', // the booking code shows the dev inbox as the sign-in code does
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
    target: [`${src}/features`, `${src}/pages`],
    from: `${src}/app`,
    message: 'Pages and features do not import the app; the app composes them.',
  },
  {
    target: [`${src}/lib`, `${src}/components`],
    from: [`${src}/features`, `${src}/pages`, `${src}/app`],
    message: 'Shared code (lib/, components/) does not import features, pages or the app.',
  },
];

const libZones = [
  {
    target: `${src}/lib/infra`,
    from: [`${src}/lib/hooks`, `${src}/lib/domain`, `${src}/components`],
    message: 'lib/infra is the plumbing: it imports no hooks, domain pieces or components.',
  },
  {
    target: `${src}/lib/hooks`,
    from: [`${src}/lib/domain`, `${src}/components`],
    message: 'lib/hooks imports lib/infra, not domain pieces or components.',
  },
  {
    target: [`${src}/lib/messages`, `${src}/lib/constants.ts`, `${src}/lib/paths.ts`],
    from: [`${src}/lib/infra`, `${src}/lib/hooks`, `${src}/lib/domain`, `${src}/components`],
    message: "The product's words, constants and routes import nothing of the app.",
  },
];

const pageZones = [
  {
    target: `${src}/features`,
    from: `${src}/pages`,
    message: 'Features do not import pages; a page composes features.',
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
          zones: [...layerZones, ...libZones],
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
          zones: [...layerZones, ...libZones, ...pageZones, ...featureZones],
        },
      ],
    },
  },
];
