declare module '@socialgouv/jours-feries' {
  /**
   * France's public holidays of a year by their French name, each as midnight of its day in the process's time zone
   * (the package's README); with `alsace`, the two days added in Alsace-Moselle.
   */
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
