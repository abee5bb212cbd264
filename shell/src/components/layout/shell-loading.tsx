/** The shell's status line while one of its chunks, or the areas, are on their way. */
export function ShellLoading() {
  return (
    <p className="gl-shell-loading" role="status">
      Loading…
    </p>
  );
}
