/**
 * Splits identifiers into words: `getWeatherForecast` → `get Weather Forecast`, `area_of_circle` →
 * `area of circle`, `HTTPServer2` → `HTTP Server 2`. Other text passes through unchanged.
 */
export function splitIdentifiers(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .replace(/[_\-./]+/g, ' ');
}
