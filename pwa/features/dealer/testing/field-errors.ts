/** The dealer forms' fields in a test: an input by its name, and the texts that describe it (its error included). */
export const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

export const describedText = (name: string) =>
  (field(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
