/** `highcharts-inline:<file>` imports: the text of a Highcharts file, inlined by functions/build.mjs. */
declare module 'highcharts-inline:*' {
  const source: string;
  export default source;
}
