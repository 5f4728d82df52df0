export const errors = {
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
} as const;
