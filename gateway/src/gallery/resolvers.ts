import type { GalleryResolvers } from '../generated/resolvers.js';

export const galleryResolvers: GalleryResolvers = {
  // The api counts the photos it returns; the list is the truth if they ever disagree.
  photosCount: (gallery) => gallery.photos.length,
  // SPEC: a gallery without a chosen cover shows its first photo.
  cover: (gallery) => gallery.cover ?? gallery.photos[0] ?? null,
};
