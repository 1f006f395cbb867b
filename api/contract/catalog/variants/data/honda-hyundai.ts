/**
 * Honda and Hyundai. Engines, years and gearboxes from the makers' press kits and German price lists as given in
 * the sources named per model; list prices are German prices of a mid trim in the engine's first model year.
 * Honda's e:HEV (i-MMD) hybrids drive through a fixed gear, sold as e-CVT.
 */
import { catalogModel, diesel, electric, generation, hybrid, petrol, pluginHybrid } from '../build';

export const HONDA = [
  catalogModel(
    'Honda',
    'Civic',
    ['Wikipedia: Honda Civic (eighth to eleventh generation, European models) engines', 'hondanews.eu: Civic press kits 2012, 2017, 2022'],
    [
      generation('8th', { code: 'FK/FN', years: [2006, 2011], bodies: ['hatchback'] }, [
        petrol('1.4 i-VTEC', 1339, 73, 'M6 AMT6', 135, 17_990, { code: 'L13', years: [2008, 2011], share: 2 }),
        petrol('1.8 i-VTEC', 1799, 103, 'M6 AMT6', 159, 20_000, { code: 'R18', share: 2 }),
        diesel('2.2 i-CTDi', 2204, 103, 'M6', 139, 22_500, { code: 'N22A', share: 2 }),
      ]),
      generation('9th', { code: 'FK', years: [2012, 2016], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.4 i-VTEC', 1339, 73, 'M6', 129, 18_990, { code: 'L13', share: 2 }),
        petrol('1.8 i-VTEC', 1798, 104, 'M6 AT5', 146, 21_500, { code: 'R18', share: 2 }),
        diesel('2.2 i-DTEC', 2199, 110, 'M6', 110, 24_990, { code: 'N22B', years: [2012, 2013], share: 1 }),
        diesel('1.6 i-DTEC', 1597, 88, 'M6', 94, 23_500, { code: 'N16A', years: [2013, 2016], share: 2 }),
      ]),
      generation('10th', { code: 'FK7', years: [2017, 2021], bodies: ['hatchback', 'sedan'] }, [
        petrol('1.0 VTEC Turbo', 988, 95, 'M6 CVT', 106, 21_990, { code: 'P10A', share: 3 }),
        petrol('1.5 VTEC Turbo', 1498, 134, 'M6 CVT', 133, 28_500, { code: 'L15B', share: 1 }),
        diesel('1.6 i-DTEC', 1597, 88, 'M6 AT9', 93, 26_500, { code: 'N16A', years: [2018, 2021], share: 1 }),
      ]),
      generation('11th', { code: 'FL', years: [2022, null], bodies: ['hatchback'] }, [hybrid('2.0 e:HEV', 1993, 135, 'eCVT', 108, 32_000, { code: 'LFC', share: 1 })]),
    ],
  ),
  catalogModel(
    'Honda',
    'Jazz',
    ['Wikipedia: Honda Fit/Jazz (second to fourth generation, European models) engines', 'hondanews.eu: Jazz press kits 2008, 2011 (Hybrid), 2015, 2020'],
    [
      generation('II', { code: 'GE', years: [2008, 2015], bodies: ['hatchback'] }, [
        petrol('1.2 i-VTEC', 1198, 66, 'M5', 123, 13_500, { code: 'L12B', share: 3 }),
        petrol('1.4 i-VTEC', 1339, 73, 'M5 AMT6 CVT', 133, 15_500, { code: 'L13Z', share: 2 }),
        hybrid('1.3 Hybrid', 1339, 65, 'CVT', 104, 18_990, { code: 'LDA IMA', years: [2011, 2015], share: 0.8 }),
      ]),
      generation('III', { code: 'GK', years: [2015, 2020], bodies: ['hatchback'] }, [petrol('1.3 i-VTEC', 1318, 75, 'M6 CVT', 116, 16_500, { code: 'L13B', share: 1 })]),
      generation('IV', { code: 'GR', years: [2020, null], bodies: ['hatchback'] }, [
        hybrid('1.5 e:HEV', 1498, 80, 'eCVT', 102, 22_000, { code: 'LEB', years: [2020, 2023], share: 2 }),
        hybrid('1.5 e:HEV', 1498, 90, 'eCVT', 104, 25_500, { code: 'LEB', years: [2023, null], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Honda',
    'CR-V',
    ['Wikipedia: Honda CR-V (third to sixth generation, European models) engines', 'hondanews.eu: CR-V press kits 2012, 2018 (Hybrid), 2023 (e:PHEV)'],
    [
      generation('III', { code: 'RE', years: [2007, 2012], bodies: ['suv'], drive: ['all', 'front'] }, [
        petrol('2.0 i-VTEC', 1997, 110, 'M6 AT5', 192, 26_000, { code: 'R20', share: 2 }),
        diesel('2.2 i-CTDi', 2204, 103, 'M6', 173, 29_000, { code: 'N22A', years: [2007, 2009], share: 2 }),
        diesel('2.2 i-DTEC', 2199, 110, 'M6 AT5', 171, 30_500, { code: 'N22B', years: [2010, 2012], share: 2 }),
      ]),
      generation('IV', { code: 'RM', years: [2013, 2018], bodies: ['suv'], drive: ['all', 'front'] }, [
        petrol('2.0 i-VTEC', 1997, 114, 'M6 AT5', 168, 27_500, { code: 'R20', share: 2 }),
        diesel('2.2 i-DTEC', 2199, 110, 'M6 AT5', 149, 32_000, { code: 'N22B', years: [2013, 2015], drive: 'all', share: 1.5 }),
        diesel('1.6 i-DTEC', 1597, 88, 'M6', 119, 28_500, { code: 'N16A', years: [2014, 2018], drive: 'front', share: 2 }),
        diesel('1.6 i-DTEC', 1597, 118, 'M6 AT9', 129, 33_000, { code: 'N16A', years: [2015, 2018], drive: 'all', share: 1.5 }),
      ]),
      generation('V', { code: 'RW', years: [2019, 2022], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.5 VTEC Turbo', 1498, 127, 'M6 CVT', 162, 30_900, { code: 'L15B', share: 1 }),
        hybrid('2.0 i-MMD Hybrid', 1993, 135, 'eCVT', 126, 35_000, { code: 'LFB', share: 2 }),
      ]),
      generation('VI', { code: 'RS', years: [2023, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        hybrid('2.0 e:HEV', 1993, 135, 'eCVT', 140, 46_000, { code: 'LFB', share: 2 }),
        pluginHybrid('2.0 e:PHEV', 1993, 135, 'eCVT', 18, 54_000, { code: 'LFB', drive: 'front', share: 1 }),
      ]),
    ],
  ),
];

export const HYUNDAI = [
  catalogModel(
    'Hyundai',
    'i10',
    ['Wikipedia: Hyundai i10 (first to third generation) engines', 'hyundai.news: i10 press kits 2013, 2019'],
    [
      generation('I', { code: 'PA', years: [2008, 2013], bodies: ['hatchback'] }, [
        petrol('1.1', 1086, 49, 'M5', 119, 9_490, { code: 'Epsilon', years: [2008, 2010], share: 2 }),
        petrol('1.0', 998, 51, 'M5', 108, 9_690, { code: 'Kappa', years: [2011, 2013], share: 2 }),
        petrol('1.2', 1248, 63, 'M5 AT4', 119, 10_990, { code: 'Kappa', share: 2 }),
      ]),
      generation('II', { code: 'IA', years: [2014, 2019], bodies: ['hatchback'] }, [
        petrol('1.0', 998, 49, 'M5 AT4', 108, 9_990, { code: 'Kappa', share: 3 }),
        petrol('1.2', 1248, 64, 'M5 AT4', 114, 12_500, { code: 'Kappa', share: 2 }),
      ]),
      generation('III', { code: 'AC3', years: [2020, null], bodies: ['hatchback'] }, [
        petrol('1.0', 998, 49, 'M5 AMT5', 117, 11_990, { code: 'Kappa', share: 3 }),
        petrol('1.2', 1197, 62, 'M5 AMT5', 124, 14_500, { code: 'Kappa', share: 2 }),
        petrol('1.0 T-GDi', 998, 74, 'M5', 120, 17_500, { code: 'Kappa', years: [2020, 2023], share: 0.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Hyundai',
    'i20',
    ['Wikipedia: Hyundai i20 (first to third generation) engines', 'hyundai.news: i20 press kits 2014, 2020'],
    [
      generation('I', { code: 'PB', years: [2009, 2014], bodies: ['hatchback'] }, [
        petrol('1.2', 1248, 57, 'M5', 125, 12_000, { code: 'Kappa', years: [2009, 2011], share: 2 }),
        petrol('1.2', 1248, 63, 'M5', 119, 12_500, { code: 'Kappa', years: [2012, 2014], share: 2 }),
        petrol('1.4', 1396, 74, 'M5 AT4', 140, 14_000, { code: 'Gamma', share: 1.5 }),
        diesel('1.4 CRDi', 1396, 55, 'M6', 117, 15_000, { code: 'U2', share: 1.5 }),
        diesel('1.4 CRDi', 1396, 66, 'M6', 117, 16_000, { code: 'U2', share: 1 }),
        diesel('1.1 CRDi', 1120, 55, 'M6', 94, 15_000, { code: 'U2', years: [2012, 2014], share: 0.7 }),
      ]),
      generation('II', { code: 'GB', years: [2015, 2020], bodies: ['hatchback'] }, [
        petrol('1.2', 1248, 55, 'M5', 119, 12_990, { code: 'Kappa', share: 2.5 }),
        petrol('1.2', 1248, 62, 'M5', 119, 14_500, { code: 'Kappa', share: 2.5 }),
        petrol('1.4', 1368, 74, 'M6 AT4', 132, 16_500, { code: 'Kappa', years: [2015, 2018], share: 1 }),
        petrol('1.0 T-GDi', 998, 74, 'M5 DCT7', 104, 16_990, { code: 'Kappa', years: [2016, 2020], share: 2 }),
        petrol('1.0 T-GDi', 998, 88, 'M6', 107, 18_990, { code: 'Kappa', years: [2016, 2020], share: 0.8 }),
        diesel('1.1 CRDi', 1120, 55, 'M6', 89, 16_000, { code: 'U2', years: [2015, 2018], share: 1 }),
        diesel('1.4 CRDi', 1396, 66, 'M6', 97, 17_500, { code: 'U2', years: [2015, 2018], share: 1 }),
      ]),
      generation('III', { code: 'BC3', years: [2021, null], bodies: ['hatchback'] }, [
        petrol('1.2', 1197, 62, 'M5', 125, 16_490, { code: 'Kappa', share: 2.5 }),
        petrol('1.0 T-GDi', 998, 74, 'M6 DCT7', 118, 19_490, { code: 'Kappa', share: 3 }),
        petrol('N', 1591, 150, 'M6', 158, 24_900, { code: 'Gamma II', years: [2021, 2024], share: 0.2 }),
      ]),
    ],
  ),
  catalogModel(
    'Hyundai',
    'i30',
    ['Wikipedia: Hyundai i30 (first to third generation) engines', 'hyundai.news: i30 press kits 2012, 2017, 2020'],
    [
      generation('I', { code: 'FD', years: [2007, 2011], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.4', 1396, 80, 'M5', 152, 15_990, { code: 'Gamma', share: 2 }),
        petrol('1.6', 1591, 90, 'M5 AT4', 154, 17_990, { code: 'Gamma', share: 2 }),
        diesel('1.6 CRDi', 1582, 66, 'M6', 125, 17_990, { code: 'U', share: 1.5 }),
        diesel('1.6 CRDi', 1582, 85, 'M6', 119, 19_490, { code: 'U', share: 2 }),
        diesel('2.0 CRDi', 1991, 103, 'M6', 147, 21_990, { code: 'D', years: [2007, 2009], share: 0.6 }),
      ]),
      generation('II', { code: 'GD', years: [2012, 2016], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.4', 1396, 73, 'M6', 138, 17_490, { code: 'Gamma', share: 2.5 }),
        petrol('1.6 GDi', 1591, 99, 'M6 AT6', 144, 20_990, { code: 'Gamma', share: 1 }),
        diesel('1.4 CRDi', 1396, 66, 'M6', 109, 19_490, { code: 'U2', share: 1.5 }),
        diesel('1.6 CRDi', 1582, 81, 'M6 AT6', 97, 21_490, { code: 'U2', share: 2.5 }),
        diesel('1.6 CRDi', 1582, 94, 'M6', 119, 23_490, { code: 'U2', years: [2012, 2015], share: 0.8 }),
        diesel('1.6 CRDi', 1582, 100, 'DCT7', 109, 25_500, { code: 'U2', years: [2015, 2016], share: 0.7 }),
      ]),
      generation('III', { code: 'PD', years: [2017, 2024], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.4', 1368, 73, 'M6', 133, 17_990, { code: 'Kappa', years: [2017, 2019], share: 1 }),
        petrol('1.0 T-GDi', 998, 88, 'M6', 115, 19_990, { code: 'Kappa', share: 3 }),
        petrol('1.4 T-GDi', 1353, 103, 'M6 DCT7', 125, 24_500, { code: 'Kappa', years: [2017, 2020], share: 1 }),
        petrol('1.5 T-GDi', 1482, 117, 'M6 DCT7', 135, 27_000, { code: 'Smartstream', years: [2021, 2024], share: 0.8 }),
        diesel('1.6 CRDi', 1598, 70, 'M6', 99, 21_990, { code: 'U3', years: [2018, 2020], share: 1 }),
        diesel('1.6 CRDi', 1598, 81, 'M6 DCT7', 99, 22_990, { code: 'U3', share: 2.5 }),
        diesel('1.6 CRDi', 1598, 100, 'M6 DCT7', 104, 25_990, { code: 'U3', share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Hyundai',
    'ix35',
    ['Wikipedia: Hyundai Tucson (second generation, sold as ix35) engines', 'ADAC Autokatalog: Hyundai ix35 (2010–2015)'],
    [
      generation('LM', { code: 'LM', years: [2010, 2015], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('2.0', 1998, 120, 'M5 AT6', 179, 24_990, { code: 'Theta II', years: [2010, 2012], share: 1 }),
        petrol('1.6 GDi', 1591, 99, 'M6', 149, 21_990, { code: 'Gamma', years: [2011, 2015], drive: 'front', share: 2 }),
        diesel('1.7 CRDi', 1685, 85, 'M6', 139, 24_490, { code: 'U2', years: [2011, 2015], drive: 'front', share: 3 }),
        diesel('2.0 CRDi', 1995, 100, 'M6 AT6', 152, 27_990, { code: 'R', share: 2 }),
        diesel('2.0 CRDi', 1995, 135, 'M6 AT6', 177, 31_490, { code: 'R', drive: 'all', share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Hyundai',
    'Tucson',
    ['Wikipedia: Hyundai Tucson (third and fourth generation) engines', 'hyundai.news: Tucson press kits 2015, 2018 (48V), 2020'],
    [
      generation('TL', { code: 'TL', years: [2015, 2020], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6 GDi', 1591, 97, 'M6', 147, 22_990, { code: 'Gamma', drive: 'front', share: 3 }),
        petrol('1.6 T-GDi', 1591, 130, 'M6 DCT7', 175, 31_500, { code: 'Gamma', drive: 'all', share: 1 }),
        diesel('1.7 CRDi', 1685, 85, 'M6', 119, 25_990, { code: 'U2', years: [2015, 2018], drive: 'front', share: 3 }),
        diesel('1.7 CRDi', 1685, 104, 'DCT7', 129, 29_990, { code: 'U2', years: [2016, 2018], drive: 'front', share: 1 }),
        diesel('2.0 CRDi', 1995, 100, 'M6 AT6', 149, 28_990, { code: 'R', drive: 'all', share: 1 }),
        diesel('2.0 CRDi', 1995, 136, 'M6 AT6', 170, 33_990, { code: 'R', drive: 'all', share: 1 }),
        diesel('1.6 CRDi', 1598, 85, 'M6', 114, 27_500, { code: 'U3', years: [2018, 2020], drive: 'front', share: 2 }),
        diesel('1.6 CRDi', 1598, 100, 'M6 DCT7', 119, 30_500, { code: 'U3', years: [2018, 2020], share: 1.5 }),
      ]),
      generation('NX4', { code: 'NX4', years: [2021, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6 T-GDi', 1598, 110, 'M6 DCT7', 158, 30_190, { code: 'Smartstream', share: 3 }),
        petrol('1.6 T-GDi 48V', 1598, 132, 'DCT7', 165, 36_500, { code: 'Smartstream', drive: 'all', share: 0.8 }),
        hybrid('1.6 T-GDi Hybrid', 1598, 169, 'AT6', 132, 38_500, { code: 'Smartstream', share: 2 }),
        pluginHybrid('1.6 T-GDi Plug-in Hybrid', 1598, 195, 'AT6', 31, 44_000, { code: 'Smartstream', drive: 'all', share: 0.8 }),
        diesel('1.6 CRDi 48V', 1598, 100, 'DCT7', 143, 35_000, { code: 'U3', years: [2021, 2023], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Hyundai',
    'Kona',
    ['Wikipedia: Hyundai Kona (first and second generation) engines and Kona Electric', 'hyundai.news: Kona press kits 2017, 2019 (Hybrid), 2018 (Electric), 2023'],
    [
      generation('OS', { code: 'OS', years: [2018, 2023], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.0 T-GDi', 998, 88, 'M6', 117, 17_500, { code: 'Kappa', drive: 'front', share: 4 }),
        petrol('1.6 T-GDi', 1591, 130, 'DCT7', 153, 27_990, { code: 'Gamma', years: [2018, 2020], drive: 'all', share: 0.6 }),
        hybrid('1.6 GDi Hybrid', 1580, 104, 'DCT6', 110, 26_990, { code: 'Kappa', years: [2019, 2023], drive: 'front', share: 2 }),
        diesel('1.6 CRDi', 1598, 85, 'M6', 111, 22_990, { code: 'U3', years: [2018, 2021], drive: 'front', share: 1 }),
        electric('Elektro 39 kWh', 100, 'E1', 34_600, { drive: 'front', share: 1 }),
        electric('Elektro 64 kWh', 150, 'E1', 39_000, { drive: 'front', share: 1.5 }),
      ]),
      generation('SX2', { code: 'SX2', years: [2023, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.0 T-GDi', 998, 88, 'M6 DCT7', 128, 26_990, { code: 'Smartstream', drive: 'front', share: 3 }),
        petrol('1.6 T-GDi', 1598, 146, 'DCT7', 166, 36_000, { code: 'Smartstream', share: 0.4 }),
        hybrid('1.6 GDi Hybrid', 1580, 104, 'DCT6', 102, 32_000, { code: 'Smartstream', drive: 'front', share: 2 }),
        electric('Elektro 48 kWh', 115, 'E1', 41_000, { drive: 'front', share: 1 }),
        electric('Elektro 65 kWh', 160, 'E1', 45_000, { drive: 'front', share: 1 }),
      ]),
    ],
  ),
];
