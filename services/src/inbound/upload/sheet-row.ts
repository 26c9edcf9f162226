/** One row of an uploaded sheet: its number as the spreadsheet shows it, and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}
