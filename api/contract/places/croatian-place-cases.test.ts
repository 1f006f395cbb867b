/** Croatian genitive and locative of place names: a table per pattern, checked by a native reading. */
import { describe, expect, it } from 'vitest';
import { croatianPlaceCases } from './croatian-place-cases';

// [nominative, genitive ("iz …"), locative ("u …")]
const SURE: ReadonlyArray<readonly [string, string, string]> = [
  ['Zagreb', 'Zagreba', 'Zagrebu'],
  ['Osijek', 'Osijeka', 'Osijeku'],
  ['Zaprešić', 'Zaprešića', 'Zaprešiću'],
  ['Sinj', 'Sinja', 'Sinju'],
  ['Zadar', 'Zadra', 'Zadru'],
  ['Sisak', 'Siska', 'Sisku'],
  ['Karlovac', 'Karlovca', 'Karlovcu'],
  ['Čakovec', 'Čakovca', 'Čakovcu'],
  ['Pakrac', 'Pakraca', 'Pakracu'],
  ['Rijeka', 'Rijeke', 'Rijeci'],
  ['Koprivnica', 'Koprivnice', 'Koprivnici'],
  ['Požega', 'Požege', 'Požegi'],
  ['Makarska', 'Makarske', 'Makarskoj'],
  ['Imotski', 'Imotskog', 'Imotskom'],
  ['Jastrebarsko', 'Jastrebarskog', 'Jastrebarskom'],
  ['Đakovo', 'Đakova', 'Đakovu'],
  ['Belišće', 'Belišća', 'Belišću'],
  ['Vinkovci', 'Vinkovaca', 'Vinkovcima'],
  ['Okučani', 'Okučana', 'Okučanima'],
  ['Našice', 'Našica', 'Našicama'],
  ['Kaštela', 'Kaštela', 'Kaštelima'],
  ['Velika Gorica', 'Velike Gorice', 'Velikoj Gorici'],
  ['Slavonski Brod', 'Slavonskog Broda', 'Slavonskom Brodu'],
  ['Donji Miholjac', 'Donjeg Miholjca', 'Donjem Miholjcu'],
  ['Nova Gradiška', 'Nove Gradiške', 'Novoj Gradiški'],
  ['Gornja Rijeka', 'Gornje Rijeke', 'Gornjoj Rijeci'],
  ['Podravske Sesvete', 'Podravskih Sesveta', 'Podravskim Sesvetama'],
  ['Zemunik Donji', 'Zemunika Donjeg', 'Zemuniku Donjem'],
  ['Kula Norinska', 'Kule Norinske', 'Kuli Norinskoj'],
  ['Biograd na Moru', 'Biograda na Moru', 'Biogradu na Moru'],
  ['Sveti Ivan Zelina', 'Svetog Ivana Zeline', 'Svetom Ivanu Zelini'],
  ['Krapinske Toplice', 'Krapinskih Toplica', 'Krapinskim Toplicama'],
  ['Novo Mesto', 'Novog Mesta', 'Novom Mestu'],
  ['Beč', 'Beča', 'Beču'],
  ['Ljubljana', 'Ljubljane', 'Ljubljani'],
  ['Celje', 'Celja', 'Celju'],
  ['Sarajevo', 'Sarajeva', 'Sarajevu'],
  ['Frankfurt na Majni', 'Frankfurta na Majni', 'Frankfurtu na Majni'],
];

describe('croatianPlaceCases', () => {
  it.each(SURE)('declines %s: iz %s, u %s', (name, gen, loc) => {
    expect(croatianPlaceCases(name)).toEqual({ gen, loc, certain: true });
  });

  it.each(['Koška', 'Vuka', 'Nuštar', 'Brescia', 'Mače'])('does not vouch for %s, whose forms vary', (name) => {
    expect(croatianPlaceCases(name).certain).toBe(false);
  });
});
