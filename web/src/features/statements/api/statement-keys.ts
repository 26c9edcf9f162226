export const statementsKey = ['statements'] as const;
