/** Brand colours, the same values as the theme tokens in app/app.css. */
export const palette = {
  ink: "#0c0c0c",
  inkSoft: "#1a1a1a",
  inkLine: "#2e2e2e",
  paper: "#f4f0e6",
  paperDim: "#c9c4b8",
  accent: "#e3ff3c",
  blunt: "#9cc7ff",
  bold: "#ff4a2e",
} as const;
