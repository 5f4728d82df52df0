export const distance = {
  overMax: '>100km',
  kilometres: (km: string) => `${km} km`,
  metres: (m: number) => `${m} m`,
} as const;
