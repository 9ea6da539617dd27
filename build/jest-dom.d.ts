// The types of jest-dom's matchers on vitest's `expect`, for every workspace whose tsconfig includes
// ../build/*.d.ts; build/vitest-setup.ts loads the matchers themselves.
/// <reference types="@testing-library/jest-dom/vitest" />
