/**
 * The language layer of generated text (built-in analyses, comparisons, letters, repair-search notes), shared
 * by the server and the device: counts that agree with their numbers, car names in a sentence, salutations
 * and the writer's note. The UI's own strings keep i18next's plurals.
 */
export * from './car-names';
export * from './letters';
export * from './plural';
