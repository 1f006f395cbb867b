/**
 * The text namespaces of a car's details and of the parts that appear once their data arrives (the market value's
 * deal label reads 'search', the dealer's opening hours 'repair'). Asked for together: a text file asked for only
 * when such a part appears would suspend the details, and the page would show its loading state again for a moment
 * (and the gallery lose its place). A shared car page's entry asks for them with the page (main.tsx), beside the
 * page's code: asked for by the page once its code had run, they were two more round trips before the photo.
 */
export const CAR_DETAIL_NAMESPACES = ['details', 'insights', 'search', 'repair'] as const;
