/** A phone number as written in a listing ("+385 91 234 5678") as a tel: link ("tel:+385912345678"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
