/** Rows of text as aligned columns (two spaces apart), for the administration CLI's listings. */
export function formatTable(table: readonly (readonly string[])[]): string[] {
  const widths =
    table[0]?.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0))) ?? [];
  return table.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd(),
  );
}
