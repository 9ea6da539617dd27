import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Preview } from 'storybook-react-rsbuild';
import '../src/tokens.css';

const preview: Preview = {
  // Components render react-router links; a memory router keeps Storybook's own URL untouched.
  decorators: [(Story) => createElement(MemoryRouter, null, createElement(Story))],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    backgrounds: {
      options: {
        page: { name: 'Lapa', value: '#f5f6f8' },
        surface: { name: 'Virsma', value: '#ffffff' },
      },
    },
  },
  initialGlobals: { backgrounds: { value: 'page' } },
};

export default preview;
