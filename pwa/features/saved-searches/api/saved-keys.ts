/** The query keys of the signed-in buyer's saved searches and watched cars. */
export const savedKeys = {
  searches: ['user', 'saved-searches'] as const,
  watched: ['user', 'watched-cars'] as const,
};
