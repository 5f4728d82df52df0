// Image uploads: posts, comments and the profile avatar.
export const upload = {
  add: 'Add photo',
  uploading: (progress: number) => `Uploading ${progress}%`,
  uploadingError: 'Uploading error',
  retry: 'Uploading error, click to retry',
  remove: 'Delete image',
  image: (index: number) => `Image ${index}`,
  failed: 'The image did not upload',
  list: 'Attached images',
  avatar: 'Avatar',
  changeAvatar: 'Change avatar',
} as const;
