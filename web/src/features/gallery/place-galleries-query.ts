export type GalleryKind = 'album' | 'menu';
