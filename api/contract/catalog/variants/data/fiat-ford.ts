/**
 * Fiat and Ford. Engines, years and gearboxes from the makers' press kits and German price lists as given in
 * the sources named per model; list prices are German prices of a mid trim in the engine's first model year.
 * Fiat's "1.0 Hybrid" and Ford's "mHEV" engines are 12 V or 48 V mild hybrids: petrol cars in every register.
 * Fiat's Easypower (LPG) and Natural Power (CNG) variants were built as such at the
 * factory; their CO₂ is stated on gas (auto.at, 2022: "Fiat Panda 1.2 LPG ab Werk").
 */
import { catalogModel, cng, diesel, generation, hybrid, lpg, petrol, pluginHybrid } from '../build';

export const FIAT = [
  catalogModel(
    'Fiat',
    'Panda',
    ['Wikipedia: Fiat Panda (second and third generation) engines', 'fiat.de price lists 2012, 2013 (Natural Power, 4x4), 2020 (Hybrid)'],
    [
      generation('II', { code: '169', years: [2003, 2012], bodies: ['hatchback'] }, [
        petrol('1.1', 1108, 40, 'M5', 129, 9_490, { code: 'FIRE', years: [2003, 2010], share: 1.5 }),
        petrol('1.2', 1242, 44, 'M5 AMT5', 129, 10_490, { code: 'FIRE', share: 3 }),
        cng('1.2 Natural Power', 1242, 44, 'M5', 113, 13_990, { code: 'FIRE', years: [2006, 2012], share: 0.6 }),
        lpg('1.2 Easypower', 1242, 44, 'M5', 114, 11_990, { code: 'FIRE', years: [2009, 2012], share: 0.6 }),
        diesel('1.3 MultiJet', 1248, 51, 'M5', 114, 12_990, { code: '199A', share: 1 }),
      ]),
      generation('III', { code: '319', years: [2012, null], bodies: ['hatchback'] }, [
        petrol('1.2', 1242, 51, 'M5 AMT5', 120, 10_990, { code: 'FIRE', years: [2012, 2020], share: 4 }),
        petrol('0.9 TwinAir', 875, 63, 'M5 AMT5', 99, 12_990, { code: 'TwinAir', years: [2012, 2019], drive: ['front', 'all'], share: 1.5 }),
        cng('0.9 TwinAir Natural Power', 875, 59, 'M5', 86, 14_990, { code: 'TwinAir', years: [2013, 2019], share: 0.6 }),
        lpg('1.2 Easypower', 1242, 51, 'M5', 108, 12_490, { code: 'FIRE', years: [2013, 2022], share: 0.6 }),
        petrol('1.0 Hybrid', 999, 51, 'M6', 116, 13_990, { code: 'FireFly 12V', years: [2020, null], share: 4 }),
        diesel('1.3 MultiJet', 1248, 55, 'M5', 104, 13_990, { code: '199B', years: [2012, 2014], share: 0.8 }),
        diesel('1.3 MultiJet', 1248, 70, 'M6', 104, 15_990, { code: '199B', years: [2014, 2018], drive: ['front', 'all'], share: 0.6 }),
      ]),
    ],
  ),
  catalogModel(
    'Fiat',
    '500',
    ['Wikipedia: Fiat 500 (2007) engines', 'fiat.de price lists 2007, 2010 (TwinAir), 2020 (Hybrid)'],
    [
      generation('312', { code: '312', years: [2007, 2024], bodies: ['hatchback', 'convertible'] }, [
        petrol('1.2', 1242, 51, 'M5 AMT5', 119, 11_500, { code: 'FIRE', years: [2007, 2020], share: 5 }),
        petrol('1.4 16V', 1368, 74, 'M6 AMT6', 149, 14_500, { code: 'FIRE', years: [2007, 2015], share: 1 }),
        petrol('0.9 TwinAir', 875, 63, 'M5 AMT5', 95, 13_500, { code: 'TwinAir', years: [2010, 2019], share: 2 }),
        petrol('0.9 TwinAir', 875, 77, 'M6', 99, 16_500, { code: 'TwinAir', years: [2013, 2019], share: 0.7 }),
        petrol('1.0 Hybrid', 999, 51, 'M6', 119, 15_990, { code: 'FireFly 12V', years: [2020, 2024], share: 3 }),
        diesel('1.3 MultiJet', 1248, 55, 'M5', 110, 14_000, { code: '199A', years: [2008, 2010], share: 0.5 }),
        diesel('1.3 MultiJet', 1248, 70, 'M5', 104, 15_000, { code: '199B', years: [2011, 2015], share: 0.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Fiat',
    'Punto',
    ['Wikipedia: Fiat Grande Punto, Punto Evo and Punto (2012) engines', 'fiat.de price lists 2006, 2009 (Easypower, Natural Power), 2012'],
    [
      generation('199', { code: '199', years: [2005, 2018], bodies: ['hatchback'] }, [
        petrol('1.2 8V', 1242, 48, 'M5', 130, 11_500, { code: 'FIRE', years: [2005, 2012], share: 3 }),
        petrol('1.2 8V', 1242, 51, 'M5', 126, 11_990, { code: 'FIRE', years: [2012, 2018], share: 2 }),
        petrol('1.4 8V', 1368, 57, 'M5 AMT5', 139, 13_000, { code: 'FIRE', share: 2 }),
        lpg('1.4 8V Easypower', 1368, 57, 'M5', 119, 14_500, { code: 'FIRE', years: [2009, 2018], share: 1 }),
        cng('1.4 8V Natural Power', 1368, 57, 'M5', 115, 15_500, { code: 'FIRE', years: [2009, 2014], share: 0.5 }),
        petrol('1.4 16V', 1368, 70, 'M6', 149, 14_500, { code: 'FIRE', years: [2005, 2009], share: 1 }),
        petrol('1.4 MultiAir', 1368, 77, 'M6 AMT6', 129, 15_500, { code: 'MultiAir', years: [2009, 2012], share: 0.7 }),
        petrol('1.4 T-Jet', 1368, 88, 'M6', 150, 16_500, { code: 'T-Jet', years: [2007, 2012], share: 0.5 }),
        petrol('0.9 TwinAir', 875, 63, 'M5', 98, 14_500, { code: 'TwinAir', years: [2012, 2018], share: 0.8 }),
        diesel('1.3 MultiJet', 1248, 55, 'M5', 107, 14_500, { code: '199A', share: 3 }),
        diesel('1.3 MultiJet', 1248, 66, 'M6', 119, 15_500, { code: '199A', years: [2005, 2009], share: 1.5 }),
        diesel('1.3 MultiJet', 1248, 70, 'M5', 98, 15_990, { code: '199B', years: [2009, 2018], share: 1 }),
        diesel('1.6 MultiJet', 1598, 88, 'M6', 129, 17_500, { code: '198A', years: [2008, 2012], share: 0.4 }),
      ]),
    ],
  ),
  catalogModel(
    'Fiat',
    'Tipo',
    ['Wikipedia: Fiat Tipo (2015) engines', 'fiat.de price lists 2016, 2020, 2022 (Hybrid)', 'fiat.it: Tipo 1.4 T-Jet GPL (2016)'],
    [
      generation('356', { code: '356', years: [2016, null], bodies: ['sedan', 'hatchback', 'wagon'] }, [
        petrol('1.4 16V', 1368, 70, 'M6', 146, 13_990, { code: 'FIRE', years: [2016, 2020], share: 3 }),
        petrol('1.4 T-Jet', 1368, 88, 'M6', 144, 16_990, { code: 'T-Jet', years: [2016, 2018], share: 0.7 }),
        lpg('1.4 T-Jet GPL', 1368, 88, 'M6', 119, 17_990, { code: 'T-Jet', years: [2016, 2019], share: 0.8 }),
        petrol('1.6 E-torQ', 1598, 81, 'AT6', 157, 17_990, { code: 'E-torQ', years: [2016, 2018], share: 0.5 }),
        petrol('1.0 FireFly Turbo', 999, 74, 'M6', 130, 19_990, { code: 'FireFly', years: [2020, null], share: 2 }),
        petrol('1.5 Hybrid', 1469, 96, 'DCT7', 130, 25_990, { code: 'FireFly 48V', years: [2022, null], share: 1 }),
        diesel('1.3 MultiJet', 1248, 70, 'M5', 99, 16_990, { code: '199B', years: [2016, 2020], share: 2 }),
        diesel('1.6 MultiJet', 1598, 88, 'M6 DCT6', 104, 18_990, { code: '55260384', years: [2016, 2020], share: 3 }),
        diesel('1.6 MultiJet', 1598, 96, 'M6', 119, 23_990, { code: '55260384', years: [2021, null], share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Fiat',
    '500X',
    ['Wikipedia: Fiat 500X engines', 'fiat.de price lists 2015, 2019 (FireFly), 2022 (Hybrid)'],
    [
      generation('334', { code: '334', years: [2015, 2024], bodies: ['suv'], drive: ['front'] }, [
        petrol('1.6 E-torQ', 1598, 81, 'M5', 152, 17_990, { code: 'E-torQ', years: [2015, 2018], share: 1.5 }),
        petrol('1.4 MultiAir', 1368, 103, 'M6 DCT6', 139, 21_990, { code: 'MultiAir', years: [2015, 2018], share: 1.5 }),
        petrol('1.4 MultiAir', 1368, 125, 'AT9', 160, 28_990, { code: 'MultiAir', years: [2015, 2018], drive: 'all', share: 0.3 }),
        petrol('1.0 FireFly Turbo', 999, 88, 'M6', 155, 20_990, { code: 'FireFly', years: [2019, 2022], share: 1.5 }),
        petrol('1.3 FireFly Turbo', 1332, 110, 'DCT6', 165, 25_990, { code: 'FireFly', years: [2019, 2022], share: 0.8 }),
        petrol('1.5 Hybrid', 1469, 96, 'DCT7', 135, 29_990, { code: 'FireFly 48V', years: [2022, 2024], share: 0.8 }),
        diesel('1.3 MultiJet', 1248, 70, 'M5', 112, 19_990, { code: '199B', years: [2016, 2020], share: 1 }),
        diesel('1.6 MultiJet', 1598, 88, 'M6 DCT6', 117, 21_990, { code: '55260384', share: 3 }),
        diesel('2.0 MultiJet', 1956, 103, 'AT9', 144, 28_490, { code: '55263088', years: [2015, 2018], drive: 'all', share: 0.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Fiat',
    'Ducato',
    [
      'firmenauto.de: Fahrbericht Fiat Ducato (2014 facelift): 2.3 Multijet 130 PS (95 kW) and 148 PS, 3.0 177 PS; moz.de: 2.3 Multijet 130 at 6.4 l/100 km, panel van from 23,960 € net',
      'promobil.de, tir-transnews.ch and esslinger-zeitung.de: Ducato model year 2020, 2.3 Multijet II 88, 103, 118 and 131 kW, 9-speed automatic for 140 PS and up, panel van from 32,297 €',
      'faz.net: Ducato 2020 panel van 7.3–8.0 l/100 km, 192–219 g/km',
    ],
    [
      // Panel vans only: the passenger (Kombi, Panorama) and camper bases are registered and used differently. The
      // first Ducato III engines (2006–2014) and the 150/180 Multijet of 2014–2019 are left out: their CO₂ figures
      // could not be checked. The 2020 range's CO₂ spans 192–219 g/km from the weakest to the strongest engine.
      generation('III (290)', { code: '290', years: [2014, null], bodies: ['van'] }, [
        diesel('2.3 Multijet 130', 2287, 96, 'M6', 169, 28_512, { code: 'F1A', years: [2014, 2019], share: 3 }),
        diesel('2.3 Multijet 120', 2287, 88, 'M6', 192, 30_000, { code: 'F1A', years: [2019, null], share: 1.5 }),
        diesel('2.3 Multijet 140', 2287, 103, 'M6 AT9', 199, 32_297, { code: 'F1A', years: [2019, null], share: 3 }),
        diesel('2.3 Multijet 160', 2287, 118, 'M6 AT9', 209, 34_500, { code: 'F1A', years: [2019, null], share: 1.5 }),
        diesel('2.3 Multijet 180', 2287, 131, 'M6 AT9', 219, 37_000, { code: 'F1A', years: [2019, null], share: 1 }),
      ]),
    ],
  ),
];

export const FORD = [
  catalogModel(
    'Ford',
    'Fiesta',
    ['Wikipedia: Ford Fiesta (sixth and seventh generation) engines', 'media.ford.com: Fiesta press kits 2008, 2012 (1.0 EcoBoost), 2017, 2021 (EcoBoost Hybrid)'],
    [
      generation('Mk6', { years: [2008, 2017], bodies: ['hatchback'] }, [
        petrol('1.25', 1242, 44, 'M5', 129, 12_000, { code: 'Duratec', years: [2008, 2015], share: 2 }),
        petrol('1.25', 1242, 60, 'M5', 133, 13_500, { code: 'Duratec', share: 4 }),
        petrol('1.4', 1388, 71, 'M5 AT4', 139, 15_000, { code: 'Duratec', years: [2008, 2012], share: 1.5 }),
        petrol('1.6 Ti-VCT', 1596, 88, 'M5 DCT6', 139, 16_500, { code: 'Sigma', years: [2008, 2012], share: 0.8 }),
        petrol('1.0', 998, 59, 'M5', 104, 13_500, { code: 'Fox', years: [2013, 2017], share: 1.5 }),
        petrol('1.0 EcoBoost', 999, 74, 'M5 DCT6', 99, 15_500, { code: 'Fox', years: [2013, 2017], share: 3 }),
        petrol('1.0 EcoBoost', 999, 92, 'M5', 99, 17_000, { code: 'Fox', years: [2013, 2017], share: 1 }),
        diesel('1.4 TDCi', 1399, 50, 'M5', 110, 15_500, { code: 'DV4', years: [2008, 2012], share: 1.5 }),
        diesel('1.6 TDCi', 1560, 70, 'M5', 98, 17_000, { code: 'DV6', years: [2008, 2012], share: 1.5 }),
        diesel('1.5 TDCi', 1499, 55, 'M5', 94, 16_000, { code: 'DV5', years: [2013, 2017], share: 1 }),
        diesel('1.5 TDCi', 1499, 70, 'M5', 94, 17_500, { code: 'DV5', years: [2013, 2017], share: 1 }),
      ]),
      generation('Mk7', { years: [2017, 2023], bodies: ['hatchback'] }, [
        petrol('1.1', 1084, 52, 'M5', 112, 12_950, { code: 'Dragon', years: [2017, 2022], share: 2 }),
        petrol('1.1', 1084, 63, 'M5', 112, 15_000, { code: 'Dragon', years: [2017, 2022], share: 2 }),
        petrol('1.0 EcoBoost', 999, 74, 'M6 AT6', 102, 17_000, { code: 'Fox', years: [2017, 2021], share: 4 }),
        petrol('1.0 EcoBoost', 999, 92, 'M6', 102, 19_000, { code: 'Fox', years: [2017, 2021], share: 1.5 }),
        petrol('1.0 EcoBoost mHEV', 999, 92, 'M6 DCT7', 115, 21_500, { code: 'Fox 48V', years: [2021, 2023], share: 1.5 }),
        petrol('ST', 1497, 147, 'M6', 136, 22_100, { code: 'Dragon', years: [2018, 2023], share: 0.3 }),
        diesel('1.5 TDCi', 1499, 63, 'M6', 89, 18_000, { code: 'DV5', years: [2017, 2018], share: 1 }),
        diesel('1.5 EcoBlue', 1499, 63, 'M6', 105, 19_000, { code: 'EcoBlue', years: [2019, 2021], share: 1 }),
        diesel('1.5 EcoBlue', 1499, 88, 'M6', 94, 21_000, { code: 'EcoBlue', years: [2018, 2021], share: 0.7 }),
      ]),
    ],
  ),
  catalogModel(
    'Ford',
    'Focus',
    ['Wikipedia: Ford Focus (second, third and fourth generation) engines', 'media.ford.com: Focus press kits 2008, 2011, 2014, 2018, 2021 (EcoBoost Hybrid)'],
    [
      generation('Mk2', { years: [2008, 2011], bodies: ['hatchback', 'wagon', 'sedan'] }, [
        petrol('1.4', 1388, 59, 'M5', 159, 16_500, { code: 'Duratec', share: 1.5 }),
        petrol('1.6', 1596, 74, 'M5 AT4', 159, 18_000, { code: 'Duratec', share: 2.5 }),
        petrol('1.6 Ti-VCT', 1596, 85, 'M5', 154, 19_000, { code: 'Duratec', share: 1 }),
        petrol('2.0', 1999, 107, 'M5 AT4', 169, 21_500, { code: 'Duratec', share: 0.5 }),
        diesel('1.6 TDCi', 1560, 66, 'M5', 119, 19_500, { code: 'DV6', share: 2.5 }),
        diesel('1.6 TDCi', 1560, 80, 'M5', 119, 20_500, { code: 'DV6', share: 2 }),
        diesel('1.8 TDCi', 1753, 85, 'M5', 134, 21_000, { code: 'Lynx', share: 1.5 }),
        diesel('2.0 TDCi', 1997, 100, 'M6 DCT6', 139, 23_000, { code: 'DW10', share: 1 }),
      ]),
      generation('Mk3', { years: [2011, 2018], bodies: ['hatchback', 'wagon', 'sedan'] }, [
        petrol('1.6 Ti-VCT', 1596, 77, 'M5 DCT6', 136, 18_950, { code: 'Sigma', years: [2011, 2014], share: 2 }),
        petrol('1.6 Ti-VCT', 1596, 92, 'M5 DCT6', 139, 20_500, { code: 'Sigma', years: [2011, 2014], share: 1 }),
        petrol('1.0 EcoBoost', 999, 74, 'M5 M6', 109, 19_500, { code: 'Fox', years: [2012, 2018], share: 3 }),
        petrol('1.0 EcoBoost', 999, 92, 'M6', 109, 21_000, { code: 'Fox', years: [2012, 2018], share: 2 }),
        petrol('1.6 EcoBoost', 1596, 110, 'M6 AT6', 139, 23_500, { code: 'Sigma EcoBoost', years: [2011, 2014], share: 0.5 }),
        petrol('1.5 EcoBoost', 1499, 110, 'M6 AT6', 127, 24_500, { code: 'Dragon', years: [2015, 2018], share: 0.7 }),
        diesel('1.6 TDCi', 1560, 70, 'M5', 109, 20_500, { code: 'DV6', years: [2011, 2014], share: 2 }),
        diesel('1.6 TDCi', 1560, 85, 'M6', 109, 22_000, { code: 'DV6', years: [2011, 2014], share: 2 }),
        diesel('2.0 TDCi', 1997, 103, 'M6 DCT6', 119, 24_500, { code: 'DW10', years: [2011, 2014], share: 1.5 }),
        diesel('1.5 TDCi', 1499, 70, 'M6', 98, 22_500, { code: 'DV5', years: [2015, 2018], share: 2 }),
        diesel('1.5 TDCi', 1499, 88, 'M6 DCT6', 99, 24_000, { code: 'DV5', years: [2015, 2018], share: 2 }),
        diesel('2.0 TDCi', 1997, 110, 'M6 DCT6', 105, 27_000, { code: 'DW10', years: [2015, 2018], share: 1 }),
      ]),
      generation('Mk4', { years: [2018, 2025], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.0 EcoBoost', 999, 74, 'M6', 108, 20_800, { code: 'Fox', years: [2018, 2021], share: 3 }),
        petrol('1.0 EcoBoost', 999, 92, 'M6 AT8', 110, 23_000, { code: 'Fox', years: [2018, 2021], share: 2 }),
        petrol('1.5 EcoBoost', 1497, 110, 'M6 AT8', 117, 26_000, { code: 'Dragon', years: [2018, 2021], share: 1 }),
        petrol('1.0 EcoBoost mHEV', 999, 92, 'M6 DCT7', 119, 26_500, { code: 'Fox 48V', years: [2021, 2025], share: 2 }),
        petrol('1.0 EcoBoost mHEV', 999, 114, 'M6 DCT7', 122, 29_000, { code: 'Fox 48V', years: [2021, 2025], share: 1 }),
        petrol('ST', 2261, 206, 'M6 AT7', 184, 31_900, { code: 'EcoBoost 2.3', years: [2019, 2025], share: 0.3 }),
        diesel('1.5 EcoBlue', 1499, 70, 'M6', 91, 22_500, { code: 'EcoBlue', years: [2018, 2022], share: 1.5 }),
        diesel('1.5 EcoBlue', 1499, 88, 'M6 AT8', 93, 25_000, { code: 'EcoBlue', share: 3 }),
        diesel('2.0 EcoBlue', 1995, 110, 'M6 AT8', 110, 29_000, { code: 'EcoBlue', years: [2018, 2021], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Ford',
    'Mondeo',
    ['Wikipedia: Ford Mondeo (fourth and fifth generation) engines', 'media.ford.com: Mondeo press kits 2007, 2010, 2014 (Hybrid)'],
    [
      generation('Mk4', { years: [2007, 2014], bodies: ['hatchback', 'wagon', 'sedan'] }, [
        petrol('1.6 Ti-VCT', 1596, 88, 'M5', 169, 22_500, { code: 'Sigma', share: 1.5 }),
        petrol('2.0', 1999, 107, 'M5 AT6', 179, 24_500, { code: 'Duratec', years: [2007, 2010], share: 1 }),
        petrol('1.6 EcoBoost', 1596, 118, 'M6', 154, 27_500, { code: 'Sigma EcoBoost', years: [2011, 2014], share: 0.5 }),
        petrol('2.0 EcoBoost', 1999, 149, 'DCT6', 189, 30_000, { code: 'EcoBoost 2.0', years: [2010, 2014], share: 0.4 }),
        diesel('1.6 TDCi', 1560, 85, 'M6', 119, 26_500, { code: 'DV6', years: [2011, 2014], share: 2 }),
        diesel('1.8 TDCi', 1753, 92, 'M6', 154, 26_000, { code: 'Lynx', years: [2007, 2010], share: 2 }),
        diesel('2.0 TDCi', 1997, 103, 'M6 AT6 DCT6', 139, 27_500, { code: 'DW10', share: 5 }),
        diesel('2.0 TDCi', 1997, 120, 'M6 DCT6', 139, 30_500, { code: 'DW10', years: [2010, 2014], share: 1.5 }),
        diesel('2.2 TDCi', 2179, 147, 'M6 AT6', 159, 33_500, { code: 'DW12', years: [2010, 2014], share: 0.4 }),
      ]),
      generation('Mk5', { years: [2015, 2022], bodies: ['hatchback', 'wagon', 'sedan'] }, [
        petrol('1.0 EcoBoost', 999, 92, 'M6', 119, 25_990, { code: 'Fox', years: [2015, 2018], share: 0.7 }),
        petrol('1.5 EcoBoost', 1499, 118, 'M6 AT6', 134, 28_500, { code: 'Dragon', share: 1 }),
        hybrid('2.0 Hybrid', 1999, 137, 'eCVT', 99, 34_000, { code: 'Duratec HEV', share: 1.5 }),
        diesel('1.5 TDCi', 1499, 88, 'M6', 99, 28_000, { code: 'DV5', years: [2015, 2018], share: 1.5 }),
        diesel('2.0 TDCi', 1997, 110, 'M6 DCT6', 109, 30_500, { code: 'DW10', years: [2015, 2018], share: 4 }),
        diesel('2.0 TDCi', 1997, 132, 'M6 DCT6', 119, 33_500, { code: 'DW10', years: [2015, 2018], drive: ['front', 'all'], share: 1.5 }),
        diesel('2.0 EcoBlue', 1995, 110, 'M6 AT8', 132, 34_000, { code: 'EcoBlue', years: [2019, 2022], share: 2.5 }),
        diesel('2.0 EcoBlue', 1995, 140, 'AT8', 149, 38_000, { code: 'EcoBlue', years: [2019, 2022], drive: ['front', 'all'], share: 0.8 }),
      ]),
    ],
  ),
  catalogModel(
    'Ford',
    'Kuga',
    ['Wikipedia: Ford Kuga (first, second and third generation) engines', 'media.ford.com: Kuga press kits 2008, 2012, 2016, 2019 (Plug-in Hybrid), 2021 (Hybrid)'],
    [
      generation('I', { years: [2008, 2012], bodies: ['suv'], drive: ['front', 'all'] }, [
        diesel('2.0 TDCi', 1997, 100, 'M6 DCT6', 159, 25_500, { code: 'DW10', share: 5 }),
        diesel('2.0 TDCi', 1997, 120, 'M6 DCT6', 169, 31_000, { code: 'DW10', years: [2010, 2012], drive: 'all', share: 1.5 }),
        petrol('2.5', 2522, 147, 'AT5', 234, 32_000, { code: 'Duratec 5-cyl', drive: 'all', share: 0.5 }),
      ]),
      generation('II', { years: [2013, 2019], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6 EcoBoost', 1596, 110, 'M6', 154, 26_000, { code: 'Sigma EcoBoost', years: [2013, 2016], drive: 'front', share: 1.5 }),
        petrol('1.6 EcoBoost', 1596, 134, 'AT6', 179, 32_000, { code: 'Sigma EcoBoost', years: [2013, 2016], drive: 'all', share: 0.5 }),
        petrol('1.5 EcoBoost', 1499, 88, 'M6', 143, 25_000, { code: 'Dragon', years: [2016, 2019], drive: 'front', share: 1 }),
        petrol('1.5 EcoBoost', 1499, 110, 'M6 AT6', 145, 27_500, { code: 'Dragon', years: [2015, 2019], share: 1.5 }),
        diesel('2.0 TDCi', 1997, 103, 'M6 DCT6', 139, 28_500, { code: 'DW10', years: [2013, 2016], share: 4 }),
        diesel('2.0 TDCi', 1997, 120, 'M6 DCT6', 149, 33_000, { code: 'DW10', years: [2013, 2016], drive: 'all', share: 1.5 }),
        diesel('1.5 TDCi', 1499, 88, 'M6', 114, 27_000, { code: 'DV5', years: [2016, 2019], drive: 'front', share: 2 }),
        diesel('2.0 TDCi', 1997, 110, 'M6 DCT6', 122, 30_000, { code: 'DW10', years: [2016, 2019], share: 3 }),
        diesel('2.0 TDCi', 1997, 132, 'DCT6', 135, 35_500, { code: 'DW10', years: [2016, 2019], drive: 'all', share: 1 }),
      ]),
      generation('III', { years: [2020, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.5 EcoBoost', 1497, 88, 'M6', 146, 29_900, { code: 'Dragon', drive: 'front', share: 1 }),
        petrol('1.5 EcoBoost', 1497, 110, 'M6', 150, 31_500, { code: 'Dragon', drive: 'front', share: 2 }),
        hybrid('2.5 Hybrid', 2488, 140, 'eCVT', 126, 38_500, { code: 'Duratec HEV', years: [2021, null], share: 1.5 }),
        pluginHybrid('2.5 Plug-in Hybrid', 2488, 165, 'eCVT', 26, 39_300, { code: 'Duratec PHEV', drive: 'front', share: 2 }),
        diesel('1.5 EcoBlue', 1499, 88, 'M6 AT8', 128, 32_000, { code: 'EcoBlue', drive: 'front', share: 2 }),
        diesel('2.0 EcoBlue mHEV', 1995, 110, 'M6', 136, 34_500, { code: 'EcoBlue 48V', years: [2020, 2023], drive: 'front', share: 1.5 }),
        diesel('2.0 EcoBlue', 1995, 140, 'AT8', 158, 41_000, { code: 'EcoBlue', drive: 'all', share: 0.7 }),
      ]),
    ],
  ),
  catalogModel(
    'Ford',
    'Puma',
    ['Wikipedia: Ford Puma (crossover) engines', 'media.ford.com: Puma press kits 2019, 2020 (ST), 2024'],
    [
      generation('I', { years: [2020, null], bodies: ['suv'] }, [
        petrol('1.0 EcoBoost', 999, 92, 'M6 DCT7', 127, 23_150, { code: 'Fox', share: 2 }),
        petrol('1.0 EcoBoost mHEV', 999, 92, 'M6 DCT7', 124, 24_150, { code: 'Fox 48V', share: 4 }),
        petrol('1.0 EcoBoost mHEV', 999, 114, 'M6 DCT7', 127, 27_900, { code: 'Fox 48V', share: 2 }),
        petrol('ST', 1497, 147, 'M6', 155, 32_500, { code: 'Dragon', years: [2021, null], share: 0.3 }),
        diesel('1.5 EcoBlue', 1499, 88, 'M6', 120, 25_500, { code: 'EcoBlue', years: [2020, 2022], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Ford',
    'Mustang',
    [
      'media.ford.com (27 April 2015): Mustang for Europe, 5.0 V8 421 PS and 2.3 EcoBoost 317 PS, EcoBoost 179 g/km',
      'mobile.de: Ford Mustang (2015) technical data, six-speed manual or six-speed automatic, 179–225 g/km (EcoBoost); topspeed.com: GT 13.5 l/100 km',
      'heise.de (2015): from 35,000 €, V8 5,000 € more; tt.com (2018): facelift GT 450 PS, ten-speed automatic, 12.1 l/100 km, 270 g/km',
    ],
    [
      // The EcoBoost of the 2018 facelift and the seventh generation (2024, V8 only in Europe) are left out: their
      // European power and CO₂ could not be checked. CO₂ of the 2015 GT from its 13.5 l/100 km.
      generation('VI (S550)', { code: 'S550', years: [2015, 2023], bodies: ['coupe', 'convertible'], drive: ['rear'] }, [
        petrol('2.3 EcoBoost', 2261, 233, 'M6 AT6', 179, 35_000, { code: 'EcoBoost 2.3', years: [2015, 2017], share: 1 }),
        petrol('5.0 V8 GT', 4951, 310, 'M6 AT6', 299, 40_000, { code: 'Coyote', years: [2015, 2017], share: 1.5 }),
        petrol('5.0 V8 GT', 4951, 330, 'M6 AT10', 270, 45_000, { code: 'Coyote', years: [2018, 2023], share: 1.5 }),
      ]),
    ],
  ),
];
