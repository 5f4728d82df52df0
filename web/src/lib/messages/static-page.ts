export const staticPage = {
  titles: {
    offer: 'Публичная оферта',
    agreement: 'Пользовательское соглашение',
    termOfUse: 'Условия использования',
  },
  unavailable: 'Документ временно недоступен',
  unavailableHint: 'Пожалуйста, попробуйте зайти позже.',
} as const;
