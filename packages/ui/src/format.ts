/** Replaces `{name}` placeholders in a catalogue message; a missing value is an error, not a blank. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing value for {${name}} in « ${template} »`);
    return String(value);
  });
}
