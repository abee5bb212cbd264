/**
 * Style sheets imported for their side effect (`import './styles.css'`): webpack's css-loader
 * bundles them. Declared so the checker still refuses a side-effect import it cannot resolve
 * (noUncheckedSideEffectImports, on by default from TypeScript 6).
 */
declare module '*.css';
