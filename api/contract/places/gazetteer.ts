/**
 * The whole place gazetteer, loaded at once: what the server, the scripts and the tests import. The functions
 * and what they answer are in gazetteer-core.ts; the PWA imports that module instead and loads the rest of the
 * data only when it needs it, as the whole is about 180 KB compressed.
 */
import { addPlaces, type Place } from './gazetteer-core';
import more from './places-more.json';

addPlaces(more as Place[]);

export * from './gazetteer-core';
