// Global set-up of the end-to-end run: one seeded data dir that every file's server starts from a copy of.
import type { TestProject } from 'vitest/node';
import { createDataTemplate, removeDataTemplate } from './data-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data dir the built server has started on once (migrated, dictionary seeded, no accounts). */
    e2eDataTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await createDataTemplate();
  project.provide('e2eDataTemplate', template);
  return () => removeDataTemplate(template);
}
