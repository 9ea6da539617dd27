// `npx vitest run` inside api/: the same projects the root config lists (see vitest.projects.ts).
import { defineConfig } from 'vitest/config';
import { apiProjects } from './vitest.projects';

export default defineConfig({ test: { projects: apiProjects } });
