/** Every entity id: 24 lowercase hex characters (docs/conventions.md). */
export const hexId = /^[0-9a-f]{24}$/;
