// The dashboard's "API keys" card texts (issue 13 item 1), shared by the UI and its tests.
import { API_KEYS_PER_USER_MAX } from '@shared/schemas/api-keys';

export const API_KEYS_TEXT = {
  title: 'API keys',
  description: `Keys let your own apps call the SlangBridge API. Send one as “Authorization: Bearer <key>”. You can have up to ${API_KEYS_PER_USER_MAX} active keys.`,
  reference: 'Read the API reference',

  nameLabel: 'Key name',
  create: 'Create key',
  creating: 'Creating…',
  createFailed: 'The key could not be created. Please try again.',
  limitReached: `You have ${API_KEYS_PER_USER_MAX} active keys, the most an account can hold. Revoke one to create another.`,

  listLabel: 'Your API keys',
  loading: 'Loading your API keys',
  loadFailed: 'We could not load your API keys.',
  empty: 'No API keys yet. Create one to call the API from your own app.',
  count: (count: number) => `${count} of ${API_KEYS_PER_USER_MAX} keys`,
  createdLabel: 'Created',
  lastUsed: 'Last used',
  never: 'Never',
  requestsToday: 'Requests today',
  keyStartLabel: (start: string) => `Key starting ${start}`,

  newKeyTitle: 'Your new API key',
  newKeyDescription: (name: string) =>
    `“${name}” is ready. Copy the key and store it somewhere safe.`,
  newKeyWarning:
    'This is the only time the key is shown. We keep only a fingerprint of it, so it cannot be shown again: if you lose it, revoke it and create a new one.',
  newKeyLabel: 'API key',
  copy: 'Copy key',
  copied: 'Copied!',
  done: 'I have saved my key',
  keyCreated: 'API key created',

  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,
  revokeTitle: 'Revoke this API key?',
  revokeQuestion: (name: string) =>
    `Apps using “${name}” will stop working at once: its next call is refused. This cannot be undone.`,
  revokeConfirm: 'Revoke key',
  revoked: 'API key revoked',
  revokeFailed: 'The key could not be revoked. Please try again.',
  errorTitle: 'Error',
} as const;
