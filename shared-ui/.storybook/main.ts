// Storybook for the UI kit: designers check tokens and every component state here.
import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  rsbuildFinal: (rsbuild) => mergeRsbuildConfig(rsbuild, { plugins: [pluginReact()] }),
};

export default config;
