// The adaptive engine: 3PL item response theory, ability estimation, item selection and the
// stopping rule, as pure functions (no I/O). See docs/adaptive-engine.md.
export * from './ability';
export * from './adaptive-session';
export * from './random';
export * from './select-item';
export * from './stopping';
export * from './three-pl';
