/** An event's stored properties as an object; anything unreadable reads as none. */
export function eventProperties(properties: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(properties);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
