// Every user-facing string of the web app (SPEC wording, with DESIGN.md's typo corrections).

export const messages = {
  meta: {
    description:
      'Tavola: explore the best restaurants, cafes and bars nearby. Places, menus, reviews and news of your city.',
    titleSuffix: 'Tavola',
  },
  welcome: {
    title: 'Explore the best restaurants, cafes and bars nearby',
    subtitle: 'Pick a city to see its places, menus, reviews and news.',
    highlights: { restaurants: 'Restaurants', bars: 'Bars', cafes: 'Cafes' },
    logIn: 'Log in',
    pageTitle: 'Restaurants, cafes and bars',
  },
  cityPicker: {
    title: 'Choose a city',
    searchLabel: 'Search city',
    searchPlaceholder: 'Search city',
    closestCity: 'Closest city',
    locating: 'Locating…',
    nothingFound: 'Nothing found',
    nothingFoundHint: 'Try to set other search conditions',
    geolocationDenied: 'Allow access to your location to find the closest city',
    unknownCity: 'Unknown city',
  },
  header: {
    logo: 'Tavola',
    searchPlaceholder: 'Place or profile',
    chooseCity: 'Choose a city',
  },
  nav: {
    label: 'Main',
    mobileLabel: 'Quick',
    footerLabel: 'About Tavola',
    post: 'Post',
    home: 'Home',
    places: 'Places',
    messages: 'Messages',
    notifications: 'Notifications',
    settings: 'Settings',
    logIn: 'Log in',
    createPost: 'Create post',
    profile: 'Profile',
    about: 'About',
    advertisement: 'Advertisement',
    contacts: 'Contacts',
    addBusiness: 'Add business',
    copyright: '© Tavola',
  },
  places: {
    title: (city: string) => `Places in ${city}`,
    listLabel: 'Places',
    showMore: 'Show more',
    empty: 'There are no places in this city',
    retry: 'Retry',
    loading: 'Loading places',
    averageCheck: 'Average check',
    top50Bars: 'Top 50 bars',
    top100Restaurants: 'Top 100 restaurants',
    topCafes: 'Top cafes',
    booking: 'Online booking',
    temporaryClosed: 'Temporarily closed',
    closed: 'Closed',
    pageDescription: (city: string) =>
      `Restaurants, cafes and bars in ${city}: addresses, menus, reviews and news on Tavola.`,
  },
  averageCheck: {
    UP_TO_500: '0-500',
    FROM_500_TO_1000: '500-1000',
    FROM_1000_TO_2000: '1000-2000',
    FROM_2000: '2000 and more',
  },
  place: {
    followers: 'Followers',
    reviews: 'Reviews',
    news: 'News',
    comingSoon: 'Menus, photos, reviews and booking for this place are coming soon.',
    backToPlaces: 'All places',
  },
  search: {
    title: 'Search',
    comingSoon: 'Search of places and profiles is coming soon.',
    resultsFor: (query: string) => `Results for “${query}”`,
  },
  placeholder: {
    title: 'Coming soon',
    subtitle: 'This section is being built. Log in will unlock it soon.',
    home: 'Home',
  },
  login: {
    title: 'Log in',
    tabs: { logIn: 'Log in', signUp: 'Sign up' },
    comingSoon: 'Sign-in is coming soon. Until then you can browse every city as a guest.',
    close: 'Close',
    ok: 'Got it',
  },
  modal: {
    close: 'Close',
  },
  staticPage: {
    titles: {
      offer: 'Публичная оферта',
      agreement: 'Пользовательское соглашение',
      termOfUse: 'Условия использования',
    },
    unavailable: 'Документ временно недоступен',
    unavailableHint: 'Пожалуйста, попробуйте зайти позже.',
  },
  errors: {
    // Short messages (snackbar, inline) by status, SPEC section 8.
    forbidden: 'No permissions to perform action',
    forbiddenSnackbar: 'Unfortunately, you have no access',
    forbiddenList: 'Unfortunately, you have no access to this page',
    unauthorized: 'Authorization is required',
    server: 'There was an error on the server',
    unavailable: 'The service is temporarily unavailable',
    noConnection: 'There is no Internet connection',
    noConnectionList: 'Please check your internet connection or try again later',
    default: 'There was an error',
    offline: 'You have no Internet connection',
    // Page titles and subtitles.
    pages: {
      notFound: { title: 'Page not found', subtitle: 'It seems this page no longer exists' },
      accessDenied: {
        title: 'Access denied',
        subtitle: 'Unfortunately, you have no access to this page',
      },
      server: {
        title: 'Something went wrong',
        subtitle: 'We are already working to solve the problem',
      },
      unavailable: {
        title: 'The page is temporarily unavailable',
        subtitle: 'Our experts carry out technical work',
      },
      noConnection: {
        title: 'No Internet connection',
        subtitle: 'Check the Internet connection or repeat the request later',
      },
    },
    reloadPage: 'Reload page',
    home: 'Home',
    retry: 'Retry',
    errorLoading: {
      title: 'The page did not load',
      subtitle: 'Check the Internet connection or repeat the request later',
    },
  },
  snackbar: {
    close: 'Dismiss',
  },
  common: {
    loading: 'Loading',
  },
} as const;
