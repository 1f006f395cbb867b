/**
 * Suzuki, Tesla, Toyota and Volvo. Engines, years and gearboxes from the makers' press kits and German price lists
 * as given in the sources named per model; list prices are German prices of a base or mid trim in the engine's
 * first model year. Suzuki's "Hybrid" (SHVS, 12 V and 48 V) engines are mild hybrids: petrol cars; its 1.5
 * Dualjet Hybrid and every Toyota "Hybrid" are full hybrids. The Corolla had no 3.0 diesel: its diesels were the
 * 1.4 and 2.0 D-4D, and it has had none since 2018. Volvo's D6 and T8 are plug-in hybrids.
 */
import { catalogModel, diesel, electric, generation, hybrid, petrol, pluginHybrid } from '../build';

export const SUZUKI = [
  catalogModel(
    'Suzuki',
    'Swift',
    ['Wikipedia: Suzuki Swift (third to fifth generation, European models) engines', 'suzuki.de price lists 2010, 2017, 2020 (Hybrid), 2024'],
    [
      generation('III', { code: 'FZ/NZ', years: [2010, 2017], bodies: ['hatchback'], drive: ['front', 'all'] }, [
        petrol('1.2', 1242, 69, 'M5 AT4', 116, 12_990, { code: 'K12B', years: [2010, 2014], share: 4 }),
        petrol('1.2 Dualjet', 1242, 66, 'M5', 99, 13_990, { code: 'K12C', years: [2014, 2017], share: 2 }),
        diesel('1.3 DDiS', 1248, 55, 'M5', 109, 15_490, { code: 'D13A', years: [2010, 2015], drive: 'front', share: 0.7 }),
      ]),
      generation('IV', { code: 'AZ', years: [2017, 2023], bodies: ['hatchback'], drive: ['front', 'all'] }, [
        petrol('1.2 Dualjet', 1242, 66, 'M5 CVT', 98, 13_790, { code: 'K12C', years: [2017, 2019], share: 3 }),
        petrol('1.0 Boosterjet', 998, 82, 'M5 AT6', 104, 16_490, { code: 'K10C', years: [2017, 2020], drive: 'front', share: 1.5 }),
        petrol('1.2 Dualjet Hybrid', 1197, 61, 'M5 CVT', 107, 16_990, { code: 'K12D SHVS', years: [2020, 2023], share: 3 }),
        petrol('Sport 1.4 Boosterjet', 1373, 103, 'M6', 135, 21_400, { code: 'K14C', years: [2018, 2020], drive: 'front', share: 0.4 }),
      ]),
      generation('V', { code: 'AZH', years: [2024, null], bodies: ['hatchback'], drive: ['front', 'all'] }, [
        petrol('1.2 Dualjet Hybrid', 1197, 61, 'M5 CVT', 99, 19_000, { code: 'Z12E SHVS', share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Suzuki',
    'Vitara',
    ['Wikipedia: Suzuki Vitara (fourth generation) engines', 'suzuki.de price lists 2015, 2016 (S), 2019, 2020 (Hybrid), 2022 (Full Hybrid)'],
    [
      generation('LY', { code: 'LY', years: [2015, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6', 1586, 88, 'M5 AT6', 130, 17_990, { code: 'M16A', years: [2015, 2018], share: 3 }),
        petrol('1.0 Boosterjet', 998, 82, 'M5 AT6', 140, 20_990, { code: 'K10C', years: [2019, 2020], share: 1 }),
        petrol('1.4 Boosterjet', 1373, 103, 'M6 AT6', 128, 24_490, { code: 'K14C', years: [2016, 2020], share: 1 }),
        petrol('1.4 Boosterjet Hybrid', 1373, 95, 'M6 AT6', 128, 22_990, { code: 'K14D SHVS', years: [2020, null], share: 3 }),
        hybrid('1.5 Dualjet Hybrid', 1462, 85, 'AMT6', 126, 29_000, { code: 'K15C', years: [2022, null], share: 1 }),
        diesel('1.6 DDiS', 1598, 88, 'M6 DCT6', 106, 22_490, { code: 'D16AA', years: [2015, 2018], share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Suzuki',
    'Ignis',
    ['Wikipedia: Suzuki Ignis (third generation) engines', 'suzuki.de price lists 2017, 2020 (Hybrid)'],
    [
      generation('MF', { code: 'MF', years: [2017, null], bodies: ['hatchback'], drive: ['front', 'all'] }, [
        petrol('1.2 Dualjet', 1242, 66, 'M5 AMT5', 104, 13_290, { code: 'K12C', years: [2017, 2019], share: 2 }),
        petrol('1.2 Dualjet Hybrid', 1197, 61, 'M5 CVT', 106, 15_990, { code: 'K12D SHVS', years: [2020, null], share: 3 }),
      ]),
    ],
  ),
];

export const TESLA = [
  catalogModel(
    'Tesla',
    'Model 3',
    ['Wikipedia: Tesla Model 3 (versions and powertrains)', 'tesla.com/de_DE configurator prices as reported 2019, 2021, 2024'],
    [
      generation('I', { years: [2019, null], bodies: ['sedan'], drive: ['rear'] }, [
        electric('Standard Range Plus', 239, 'E1', 44_390, { years: [2019, 2021], share: 2 }),
        electric('RWD', 208, 'E1', 43_000, { years: [2021, null], share: 3 }),
        electric('Long Range', 324, 'E1', 53_500, { years: [2019, 2023], drive: 'all', share: 2 }),
        electric('Long Range', 366, 'E1', 50_000, { years: [2024, null], drive: 'all', share: 1 }),
        electric('Performance', 377, 'E1', 56_390, { years: [2019, 2023], drive: 'all', share: 0.7 }),
        electric('Performance', 460, 'E1', 55_000, { years: [2024, null], drive: 'all', share: 0.3 }),
      ]),
    ],
  ),
  catalogModel(
    'Tesla',
    'Model Y',
    ['Wikipedia: Tesla Model Y (versions)', 'tesla.com/de_DE configurator prices as reported 2021, 2022, 2025'],
    [
      generation('I', { years: [2021, null], bodies: ['suv'], drive: ['all'] }, [
        electric('Long Range', 378, 'E1', 64_000, { share: 2 }),
        electric('Performance', 393, 'E1', 70_000, { years: [2021, 2024], share: 0.6 }),
        electric('RWD', 220, 'E1', 46_000, { years: [2022, null], drive: 'rear', share: 3 }),
      ]),
    ],
  ),
];

export const TOYOTA = [
  catalogModel(
    'Toyota',
    'Yaris',
    ['Wikipedia: Toyota Yaris (XP90, XP130, XP210) engines', 'newsroom.toyota.eu: Yaris press kits 2011, 2017, 2020, 2024'],
    [
      generation('II', { code: 'XP90', years: [2006, 2011], bodies: ['hatchback'] }, [
        petrol('1.0 VVT-i', 998, 51, 'M5', 118, 11_500, { code: '1KR-FE', share: 4 }),
        petrol('1.33 Dual VVT-i', 1329, 74, 'M6 AMT6', 137, 14_500, { code: '1NR-FE', years: [2009, 2011], share: 2 }),
        diesel('1.4 D-4D', 1364, 66, 'M6', 119, 16_000, { code: '1ND-TV', share: 1.5 }),
      ]),
      generation('III', { code: 'XP130', years: [2012, 2020], bodies: ['hatchback'] }, [
        petrol('1.0 VVT-i', 998, 51, 'M5', 99, 12_990, { code: '1KR-FE', share: 3 }),
        petrol('1.33 Dual VVT-i', 1329, 73, 'M6 CVT', 114, 15_500, { code: '1NR-FE', years: [2012, 2017], share: 2 }),
        petrol('1.5 Dual VVT-iE', 1496, 82, 'M6 CVT', 112, 16_990, { code: '2NR-FKE', years: [2017, 2020], share: 1.5 }),
        hybrid('1.5 Hybrid', 1497, 74, 'eCVT', 75, 17_950, { code: '1NZ-FXE', share: 4 }),
        diesel('1.4 D-4D', 1364, 66, 'M6', 99, 17_500, { code: '1ND-TV', years: [2012, 2018], share: 1 }),
      ]),
      generation('IV', { code: 'XP210', years: [2020, null], bodies: ['hatchback'] }, [
        petrol('1.0 VVT-i', 998, 53, 'M5', 113, 15_990, { code: '1KR-FE', years: [2020, 2023], share: 1.5 }),
        petrol('1.5 VVT-i', 1490, 92, 'M6 CVT', 124, 19_990, { code: 'M15A-FKS', years: [2020, 2023], share: 1.5 }),
        hybrid('1.5 Hybrid', 1490, 85, 'eCVT', 92, 22_990, { code: 'M15A-FXE', years: [2020, 2023], share: 5 }),
        hybrid('1.5 Hybrid 130', 1490, 96, 'eCVT', 96, 27_000, { code: 'M15A-FXE', years: [2024, null], share: 2 }),
      ]),
    ],
  ),
  catalogModel(
    'Toyota',
    'Auris',
    ['Wikipedia: Toyota Auris (E150, E180) engines', 'newsroom.toyota.eu: Auris press kits 2010 (Hybrid), 2012, 2015'],
    [
      generation('I', { code: 'E150', years: [2007, 2012], bodies: ['hatchback'] }, [
        petrol('1.33 Dual VVT-i', 1329, 74, 'M6', 136, 16_900, { code: '1NR-FE', years: [2009, 2012], share: 2 }),
        petrol('1.6 Valvematic', 1598, 97, 'M6 AMT6', 153, 19_500, { code: '1ZR-FAE', years: [2009, 2012], share: 1.5 }),
        hybrid('1.8 Hybrid', 1798, 100, 'eCVT', 89, 22_950, { code: '2ZR-FXE', years: [2010, 2012], share: 1 }),
        diesel('1.4 D-4D', 1364, 66, 'M6', 119, 19_000, { code: '1ND-TV', share: 2 }),
        diesel('2.0 D-4D', 1995, 93, 'M6', 134, 22_000, { code: '1AD-FTV', share: 1 }),
      ]),
      generation('II', { code: 'E180', years: [2013, 2019], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.33 Dual VVT-i', 1329, 73, 'M6', 125, 16_950, { code: '1NR-FE', years: [2013, 2015], share: 2 }),
        petrol('1.6 Valvematic', 1598, 97, 'M6 CVT', 138, 20_950, { code: '1ZR-FAE', years: [2013, 2015], share: 1 }),
        petrol('1.2 T', 1197, 85, 'M6 CVT', 119, 20_500, { code: '8NR-FTS', years: [2015, 2019], share: 2 }),
        hybrid('1.8 Hybrid', 1798, 100, 'eCVT', 84, 23_950, { code: '2ZR-FXE', share: 5 }),
        diesel('1.4 D-4D', 1364, 66, 'M6', 99, 20_450, { code: '1ND-TV', years: [2013, 2018], share: 2 }),
        diesel('2.0 D-4D', 1998, 91, 'M6', 109, 23_950, { code: '1AD-FTV', years: [2013, 2015], share: 0.7 }),
        diesel('1.6 D-4D', 1598, 82, 'M6', 104, 23_500, { code: '1WW', years: [2016, 2018], share: 0.7 }),
      ]),
    ],
  ),
  catalogModel(
    'Toyota',
    'Corolla',
    ['Wikipedia: Toyota Corolla (E150, E170, E210) engines', 'newsroom.toyota.eu: Corolla press kits 2013, 2019, 2023'],
    [
      generation('E150', { code: 'E150', years: [2007, 2013], bodies: ['sedan'] }, [
        petrol('1.33 Dual VVT-i', 1329, 74, 'M6', 154, 16_990, { code: '1NR-FE', years: [2009, 2013], share: 2 }),
        petrol('1.6 Valvematic', 1598, 97, 'M6 AMT6', 156, 18_990, { code: '1ZR-FAE', years: [2009, 2013], share: 2 }),
        diesel('1.4 D-4D', 1364, 66, 'M6', 136, 19_490, { code: '1ND-TV', share: 2 }),
        diesel('2.0 D-4D', 1995, 93, 'M6', 158, 21_990, { code: '1AD-FTV', share: 1 }),
      ]),
      generation('E170', { code: 'E170', years: [2013, 2018], bodies: ['sedan'] }, [
        petrol('1.33 Dual VVT-i', 1329, 73, 'M6', 136, 17_990, { code: '1NR-FE', share: 2 }),
        petrol('1.6 Valvematic', 1598, 97, 'M6 CVT', 143, 19_990, { code: '1ZR-FAE', share: 2 }),
        diesel('1.4 D-4D', 1364, 66, 'M6 AMT6', 104, 20_990, { code: '1ND-TV', share: 1.5 }),
      ]),
      generation('E210', { code: 'E210', years: [2019, null], bodies: ['hatchback', 'wagon', 'sedan'] }, [
        petrol('1.2 T', 1197, 85, 'M6 CVT', 136, 21_990, { code: '8NR-FTS', years: [2019, 2019], share: 0.5 }),
        petrol('1.6 Valvematic', 1598, 97, 'M6 CVT', 148, 22_990, { code: '1ZR-FAE', share: 1 }),
        hybrid('1.8 Hybrid', 1798, 90, 'eCVT', 101, 26_990, { code: '2ZR-FXE', years: [2019, 2022], share: 5 }),
        hybrid('1.8 Hybrid', 1798, 103, 'eCVT', 102, 31_000, { code: '2ZR-FXE', years: [2023, null], share: 3 }),
        hybrid('2.0 Hybrid', 1987, 135, 'eCVT', 111, 31_990, { code: 'M20A-FXS', years: [2019, 2022], share: 2 }),
        hybrid('2.0 Hybrid', 1987, 144, 'eCVT', 109, 36_000, { code: 'M20A-FXS', years: [2023, null], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Toyota',
    'RAV4',
    ['Wikipedia: Toyota RAV4 (XA30, XA40, XA50) engines', 'newsroom.toyota.eu: RAV4 press kits 2013, 2015 (Hybrid), 2018, 2020 (Plug-in Hybrid)'],
    [
      generation('XA30', { code: 'XA30', years: [2006, 2012], bodies: ['suv'], drive: ['all', 'front'] }, [
        petrol('2.0 VVT-i', 1998, 112, 'M6 CVT', 183, 27_000, { code: '3ZR-FAE', share: 2 }),
        diesel('2.2 D-4D', 2231, 110, 'M6', 173, 29_500, { code: '2AD-FTV', share: 4 }),
        diesel('2.2 D-CAT', 2231, 130, 'M6 AT6', 190, 34_000, { code: '2AD-FHV', drive: 'all', share: 1 }),
      ]),
      generation('XA40', { code: 'XA40', years: [2013, 2018], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('2.0 Valvematic', 1987, 111, 'M6 CVT', 152, 26_990, { code: '3ZR-FAE', share: 2 }),
        diesel('2.0 D-4D', 1998, 91, 'M6', 127, 28_990, { code: '1AD-FTV', years: [2013, 2015], drive: 'front', share: 2 }),
        diesel('2.0 D-4D', 1995, 105, 'M6', 124, 30_990, { code: 'B47', years: [2016, 2018], drive: 'front', share: 1.5 }),
        diesel('2.2 D-4D', 2231, 110, 'M6 AT6', 147, 33_990, { code: '2AD-FTV', years: [2013, 2015], drive: 'all', share: 1.5 }),
        hybrid('2.5 Hybrid', 2494, 145, 'eCVT', 115, 32_990, { code: '2AR-FXE', years: [2016, 2018], share: 4 }),
      ]),
      generation('XA50', { code: 'XA50', years: [2019, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        hybrid('2.5 Hybrid', 2487, 160, 'eCVT', 115, 34_990, { code: 'A25A-FXS', share: 6 }),
        petrol('2.0 Valvematic', 1987, 129, 'CVT', 150, 30_990, { code: 'M20A-FKS', years: [2019, 2021], share: 1 }),
        pluginHybrid('2.5 Plug-in Hybrid', 2487, 225, 'eCVT', 22, 53_000, { code: 'A25A-FXS', years: [2021, null], drive: 'all', share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Toyota',
    'C-HR',
    ['Wikipedia: Toyota C-HR (first and second generation) engines', 'newsroom.toyota.eu: C-HR press kits 2016, 2019 (2.0 Hybrid), 2023'],
    [
      generation('I', { code: 'AX10', years: [2017, 2023], bodies: ['suv'] }, [
        petrol('1.2 T', 1197, 85, 'M6 CVT', 136, 21_990, { code: '8NR-FTS', years: [2017, 2019], drive: ['front', 'all'], share: 1.5 }),
        hybrid('1.8 Hybrid', 1798, 90, 'eCVT', 86, 27_390, { code: '2ZR-FXE', share: 6 }),
        hybrid('2.0 Hybrid', 1987, 135, 'eCVT', 118, 34_990, { code: 'M20A-FXS', years: [2020, 2023], share: 1.5 }),
      ]),
      generation('II', { code: 'AX20', years: [2024, null], bodies: ['suv'] }, [
        hybrid('1.8 Hybrid', 1798, 103, 'eCVT', 106, 35_990, { code: '2ZR-FXE', share: 3 }),
        hybrid('2.0 Hybrid', 1987, 145, 'eCVT', 110, 39_990, { code: 'M20A-FXS', share: 2 }),
        pluginHybrid('2.0 Plug-in Hybrid', 1987, 164, 'eCVT', 19, 44_000, { code: 'M20A-FXS', share: 0.7 }),
      ]),
    ],
  ),
  catalogModel(
    'Toyota',
    'Aygo',
    ['Wikipedia: Toyota Aygo (first and second generation) engines', 'newsroom.toyota.eu: Aygo press kits 2014, 2018'],
    [
      generation('I', { code: 'AB10', years: [2005, 2014], bodies: ['hatchback'] }, [petrol('1.0 VVT-i', 998, 50, 'M5 AMT5', 106, 9_950, { code: '1KR-FE', share: 1 })]),
      generation('II', { code: 'AB40', years: [2014, 2022], bodies: ['hatchback'] }, [
        petrol('1.0 VVT-i', 998, 51, 'M5 AMT5', 95, 9_950, { code: '1KR-FE', years: [2014, 2018], share: 1 }),
        petrol('1.0 VVT-i', 998, 53, 'M5 AMT5', 93, 11_990, { code: '1KR-FE', years: [2018, 2022], share: 1 }),
      ]),
    ],
  ),
];

export const VOLVO = [
  catalogModel(
    'Volvo',
    'V40',
    ['Wikipedia: Volvo V40 (2012) engines', 'media.volvocars.com: V40 press kits 2012, 2015 (Drive-E)'],
    [
      generation('II', { code: 'P1', years: [2012, 2019], bodies: ['hatchback'] }, [
        petrol('T2', 1498, 90, 'M6 AT6', 125, 25_200, { code: 'B4154T', years: [2015, 2019], share: 1.5 }),
        petrol('T3', 1596, 110, 'M6 AT6', 136, 27_400, { code: 'B4164T', years: [2012, 2014], share: 1 }),
        petrol('T3', 1498, 112, 'M6 AT6', 126, 27_900, { code: 'B4154T', years: [2015, 2019], share: 1 }),
        diesel('D2', 1560, 84, 'M6 AT6', 94, 26_500, { code: 'D4162T', years: [2012, 2015], share: 3 }),
        diesel('D2', 1969, 88, 'M6 AT6', 99, 27_000, { code: 'D4204T', years: [2015, 2019], share: 3 }),
        diesel('D3', 1984, 110, 'M6 AT6', 114, 29_500, { code: 'D5204T', years: [2012, 2014], share: 1 }),
        diesel('D3', 1969, 110, 'M6 AT8', 104, 30_500, { code: 'D4204T', years: [2015, 2019], share: 1 }),
        diesel('D4', 1984, 130, 'M6 AT6', 119, 31_500, { code: 'D5204T', years: [2012, 2014], share: 0.7 }),
        diesel('D4', 1969, 140, 'M6 AT8', 104, 33_000, { code: 'D4204T', years: [2015, 2019], share: 0.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Volvo',
    'V60',
    ['Wikipedia: Volvo V60 (first and second generation) engines', 'media.volvocars.com: V60 press kits 2010, 2012 (D6 Plug-in Hybrid), 2015 (Drive-E), 2018, 2020'],
    [
      generation('I', { code: 'Y20', years: [2011, 2018], bodies: ['wagon'], drive: ['front', 'all'] }, [
        petrol('T3', 1596, 110, 'M6 AT6', 154, 31_500, { code: 'B4164T', years: [2011, 2014], drive: 'front', share: 1 }),
        petrol('T3', 1969, 112, 'M6 AT6', 129, 33_000, { code: 'B4204T', years: [2015, 2018], drive: 'front', share: 1 }),
        diesel('D2', 1560, 84, 'M6 AT6', 109, 31_000, { code: 'D4162T', years: [2011, 2014], drive: 'front', share: 2 }),
        diesel('D2', 1969, 88, 'M6 AT6', 99, 32_500, { code: 'D4204T', years: [2015, 2018], drive: 'front', share: 2 }),
        diesel('D3', 1984, 100, 'M6 AT6', 139, 33_500, { code: 'D5204T', years: [2011, 2014], drive: 'front', share: 2 }),
        diesel('D3', 1969, 110, 'M6 AT8', 106, 35_500, { code: 'D4204T', years: [2015, 2018], drive: 'front', share: 2 }),
        diesel('D4', 1984, 120, 'M6 AT6', 139, 35_500, { code: 'D5204T', years: [2011, 2014], drive: 'front', share: 2 }),
        diesel('D4', 1969, 140, 'M6 AT8', 106, 38_000, { code: 'D4204T', years: [2015, 2018], drive: ['front', 'all'], share: 2 }),
        diesel('D5', 2400, 151, 'M6 AT6', 139, 38_500, { code: 'D5244T', years: [2011, 2014], share: 1 }),
        pluginHybrid('D6 Plug-in Hybrid', 2400, 209, 'AT6', 48, 57_000, { code: 'D5244T', years: [2013, 2018], drive: 'all', share: 0.5 }),
      ]),
      generation('II', { code: 'SPA', years: [2018, null], bodies: ['wagon'], drive: ['front', 'all'] }, [
        petrol('T4', 1969, 140, 'AT8', 152, 41_000, { code: 'B4204T', years: [2018, 2020], drive: 'front', share: 1 }),
        petrol('T5', 1969, 184, 'AT8', 155, 47_000, { code: 'B4204T', years: [2018, 2020], drive: 'front', share: 0.7 }),
        petrol('B3', 1969, 120, 'AT8', 159, 41_500, { code: 'B420 MHEV', years: [2020, null], drive: 'front', share: 1 }),
        petrol('B4', 1969, 145, 'AT8', 162, 45_000, { code: 'B420 MHEV', years: [2020, null], drive: 'front', share: 1.5 }),
        diesel('D3', 1969, 110, 'M6 AT8', 117, 40_000, { code: 'D4204T', years: [2018, 2020], drive: 'front', share: 1.5 }),
        diesel('D4', 1969, 140, 'AT8', 117, 44_000, { code: 'D4204T', years: [2018, 2020], share: 2 }),
        diesel('B4', 1969, 145, 'AT8', 140, 46_500, { code: 'D420 MHEV', years: [2020, 2022], drive: 'front', share: 1.5 }),
        pluginHybrid('T6 Recharge', 1969, 250, 'AT8', 24, 58_000, { code: 'B4204T', years: [2020, null], drive: 'all', share: 0.8 }),
        pluginHybrid('T8 Recharge', 1969, 288, 'AT8', 28, 64_000, { code: 'B4204T', years: [2019, null], drive: 'all', share: 0.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Volvo',
    'XC40',
    ['Wikipedia: Volvo XC40 engines and XC40 Recharge', 'media.volvocars.com: XC40 press kits 2017, 2019 (Recharge), 2020, 2022'],
    [
      generation('I', { code: 'CMA', years: [2018, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('T2', 1477, 95, 'M6 AT8', 160, 30_500, { code: 'B3154T', years: [2020, null], drive: 'front', share: 1 }),
        petrol('T3', 1477, 120, 'M6 AT8', 144, 31_350, { code: 'B3154T', years: [2018, 2020], drive: 'front', share: 2 }),
        petrol('T4', 1969, 140, 'AT8', 156, 38_000, { code: 'B4204T', years: [2018, 2020], share: 1 }),
        petrol('B3', 1969, 120, 'DCT7', 164, 37_000, { code: 'B420 MHEV', years: [2021, null], drive: 'front', share: 1.5 }),
        petrol('B4', 1969, 145, 'DCT7', 169, 41_000, { code: 'B420 MHEV', years: [2021, null], share: 1 }),
        diesel('D3', 1969, 110, 'M6 AT8', 122, 35_500, { code: 'D4204T', years: [2018, 2021], share: 2 }),
        diesel('D4', 1969, 140, 'AT8', 131, 42_500, { code: 'D4204T', years: [2018, 2020], drive: 'all', share: 1 }),
        pluginHybrid('T4 Recharge', 1477, 155, 'DCT7', 38, 45_000, { code: 'B3154T', years: [2020, null], drive: 'front', share: 0.6 }),
        pluginHybrid('T5 Recharge', 1477, 192, 'DCT7', 43, 49_000, { code: 'B3154T', years: [2020, null], drive: 'front', share: 0.8 }),
        electric('Recharge P8 Twin', 300, 'E1', 59_000, { years: [2020, null], drive: 'all', share: 0.7 }),
        electric('Recharge', 170, 'E1', 46_000, { years: [2022, null], drive: 'front', share: 0.7 }),
      ]),
    ],
  ),
  catalogModel(
    'Volvo',
    'XC60',
    ['Wikipedia: Volvo XC60 (first and second generation) engines', 'media.volvocars.com: XC60 press kits 2008, 2013, 2017, 2020'],
    [
      generation('I', { code: 'Y20', years: [2008, 2017], bodies: ['suv'], drive: ['all', 'front'] }, [
        diesel('D5', 2400, 151, 'M6 AT6', 189, 44_000, { code: 'D5244T', years: [2008, 2011], drive: 'all', share: 2 }),
        diesel('D5', 2400, 158, 'M6 AT6', 169, 46_000, { code: 'D5244T', years: [2012, 2014], drive: 'all', share: 2 }),
        diesel('D3', 2400, 120, 'M6 AT6', 189, 38_500, { code: 'D5244T', years: [2009, 2011], share: 1.5 }),
        diesel('D3', 1984, 100, 'M6 AT6', 149, 36_500, { code: 'D5204T', years: [2011, 2014], drive: 'front', share: 1.5 }),
        diesel('D4', 2400, 133, 'M6 AT6', 149, 41_000, { code: 'D5244T', years: [2012, 2014], share: 2 }),
        diesel('D4', 1969, 140, 'M6 AT8', 117, 43_000, { code: 'D4204T', years: [2015, 2017], drive: 'front', share: 3 }),
        diesel('D5', 2400, 162, 'AT6', 149, 50_000, { code: 'D5244T', years: [2015, 2017], drive: 'all', share: 1.5 }),
        petrol('T5', 1999, 177, 'DCT6', 199, 42_500, { code: 'B4204T', years: [2010, 2014], drive: 'front', share: 0.6 }),
        petrol('T5', 1969, 180, 'AT8', 159, 44_500, { code: 'B4204T', years: [2015, 2017], drive: 'front', share: 0.6 }),
      ]),
      generation('II', { code: 'SPA', years: [2017, null], bodies: ['suv'], drive: ['all', 'front'] }, [
        petrol('T5', 1969, 184, 'AT8', 166, 49_000, { code: 'B4204T', years: [2017, 2020], share: 0.8 }),
        petrol('B4', 1969, 145, 'AT8', 175, 49_000, { code: 'B420 MHEV', years: [2020, null], drive: 'front', share: 1 }),
        petrol('B5', 1969, 184, 'AT8', 189, 55_000, { code: 'B420 MHEV', years: [2020, null], drive: 'all', share: 1 }),
        diesel('D4', 1969, 140, 'AT8', 133, 51_000, { code: 'D4204T', years: [2017, 2020], share: 4 }),
        diesel('D5', 1969, 173, 'AT8', 144, 56_000, { code: 'D4204T', years: [2017, 2020], drive: 'all', share: 2 }),
        diesel('B4', 1969, 145, 'AT8', 150, 51_000, { code: 'D420 MHEV', years: [2020, 2023], share: 2 }),
        diesel('B5', 1969, 173, 'AT8', 158, 57_000, { code: 'D420 MHEV', years: [2020, 2023], drive: 'all', share: 1 }),
        pluginHybrid('T8 Twin Engine', 1969, 287, 'AT8', 49, 70_000, { code: 'B4204T', years: [2018, 2020], drive: 'all', share: 0.8 }),
        pluginHybrid('T6 Recharge', 1969, 250, 'AT8', 25, 65_000, { code: 'B4204T', years: [2021, null], drive: 'all', share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Volvo',
    'XC90',
    ['Wikipedia: Volvo XC90 (second generation) engines', 'media.volvocars.com: XC90 press kits 2014, 2019 (B engines), 2022'],
    [
      generation('II', { code: 'SPA', years: [2015, null], bodies: ['suv'], drive: ['all'] }, [
        petrol('T5', 1969, 184, 'AT8', 179, 53_000, { code: 'B4204T', years: [2015, 2019], share: 1 }),
        petrol('T6', 1969, 235, 'AT8', 179, 58_000, { code: 'B4204T', years: [2015, 2019], share: 0.8 }),
        diesel('D4', 1969, 140, 'AT8', 139, 51_000, { code: 'D4204T', years: [2015, 2019], drive: 'front', share: 1 }),
        diesel('D5', 1969, 173, 'AT8', 149, 54_500, { code: 'D4204T', years: [2015, 2019], share: 5 }),
        petrol('B5', 1969, 184, 'AT8', 210, 63_000, { code: 'B420 MHEV', years: [2020, null], share: 1 }),
        diesel('B5', 1969, 173, 'AT8', 180, 65_000, { code: 'D420 MHEV', years: [2020, 2023], share: 3 }),
        petrol('B6', 1969, 220, 'AT8', 220, 70_000, { code: 'B420 MHEV', years: [2020, null], share: 0.5 }),
        pluginHybrid('T8 Twin Engine', 1969, 300, 'AT8', 49, 75_000, { code: 'B4204T', years: [2015, 2020], share: 1 }),
        pluginHybrid('T8 Recharge', 1969, 335, 'AT8', 30, 80_000, { code: 'B4204T', years: [2021, null], share: 0.8 }),
      ]),
    ],
  ),
];
