// The API keys feature's query keys.
export const apiKeysKeys = {
  all: ['api-keys'] as const,
  list: () => ['api-keys', 'list'] as const,
};
