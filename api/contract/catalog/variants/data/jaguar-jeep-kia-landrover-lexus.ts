/**
 * Jaguar, Jeep, Kia, Land Rover and Lexus. Engines, years and gearboxes from the makers' press kits and German
 * price lists as given in the sources named per model; list prices are German prices of a base or mid trim in
 * the engine's first model year. Jeep's 4xe and Lexus's "h" are hybrids (4xe plug-in, h self-charging,
 * 450h+ plug-in); Jeep's "e-Hybrid" is a 48 V mild hybrid.
 */
import { catalogModel, diesel, electric, generation, hybrid, petrol, pluginHybrid } from '../build';

export const JAGUAR = [
  catalogModel(
    'Jaguar',
    'XE',
    ['Wikipedia: Jaguar XE engines', 'media.jaguar.com: XE press kits 2015, 2019'],
    [
      generation('X760', { code: 'X760', years: [2015, 2024], bodies: ['sedan'], drive: ['rear', 'all'] }, [
        petrol('2.0 i4', 1999, 147, 'AT8', 159, 36_900, { code: 'Ingenium', years: [2015, 2019], drive: 'rear', share: 1 }),
        petrol('P250', 1997, 184, 'AT8', 172, 44_000, { code: 'Ingenium', years: [2019, 2024], share: 0.7 }),
        diesel('2.0d', 1999, 120, 'M6 AT8', 104, 36_200, { code: 'Ingenium', years: [2015, 2019], drive: 'rear', share: 2 }),
        diesel('2.0d', 1999, 132, 'M6 AT8', 109, 39_000, { code: 'Ingenium', years: [2015, 2019], share: 2 }),
        diesel('D200 MHEV', 1997, 150, 'AT8', 137, 44_500, { code: 'Ingenium', years: [2020, 2024], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Jaguar',
    'F-Pace',
    ['Wikipedia: Jaguar F-Pace engines', 'media.jaguar.com: F-Pace press kits 2016, 2020 (P400e, MHEV)'],
    [
      generation('X761', { code: 'X761', years: [2016, null], bodies: ['suv'], drive: ['all'] }, [
        diesel('2.0d', 1999, 120, 'M6 AT8', 129, 44_000, { code: 'Ingenium', years: [2017, 2020], drive: 'rear', share: 1 }),
        diesel('2.0d', 1999, 132, 'AT8', 139, 48_500, { code: 'Ingenium', years: [2016, 2020], share: 3 }),
        diesel('3.0d V6', 2993, 221, 'AT8', 159, 62_000, { code: 'AJ-V6D', years: [2016, 2020], share: 1 }),
        petrol('2.0 i4', 1997, 184, 'AT8', 174, 51_000, { code: 'Ingenium', years: [2017, 2020], share: 0.6 }),
        diesel('D200 MHEV', 1997, 150, 'AT8', 170, 55_000, { code: 'Ingenium', years: [2021, 2023], share: 1.5 }),
        diesel('D300 MHEV', 2997, 221, 'AT8', 190, 68_000, { code: 'Ingenium', years: [2021, null], share: 0.7 }),
        petrol('P250', 1997, 184, 'AT8', 210, 58_000, { code: 'Ingenium', years: [2021, null], share: 0.4 }),
        pluginHybrid('P400e', 1997, 297, 'AT8', 49, 70_000, { code: 'Ingenium', years: [2021, null], share: 0.6 }),
      ]),
    ],
  ),
];

export const JEEP = [
  catalogModel(
    'Jeep',
    'Renegade',
    ['Wikipedia: Jeep Renegade engines', 'jeep-press.eu: Renegade press kits 2014, 2018 (FireFly), 2020 (4xe), 2022 (e-Hybrid)'],
    [
      generation('BU', { code: 'BU', years: [2015, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6 E-torQ', 1598, 81, 'M5', 160, 17_950, { code: 'E-torQ', years: [2015, 2018], drive: 'front', share: 1.5 }),
        petrol('1.4 MultiAir', 1368, 103, 'M6 DCT6', 140, 23_900, { code: 'MultiAir', years: [2015, 2018], drive: 'front', share: 1.5 }),
        petrol('1.4 MultiAir', 1368, 125, 'AT9', 160, 30_000, { code: 'MultiAir', years: [2015, 2018], drive: 'all', share: 0.4 }),
        petrol('1.0 T3', 999, 88, 'M6', 150, 22_500, { code: 'FireFly', years: [2019, 2022], drive: 'front', share: 2 }),
        petrol('1.3 T4', 1332, 110, 'DCT6', 156, 27_500, { code: 'FireFly', years: [2019, 2022], drive: 'front', share: 1 }),
        petrol('1.5 e-Hybrid', 1469, 96, 'DCT7', 130, 31_500, { code: 'FireFly 48V', years: [2022, null], drive: 'front', share: 1 }),
        pluginHybrid('1.3 T4 4xe', 1332, 140, 'AT6', 44, 38_000, { code: 'FireFly', years: [2020, null], drive: 'all', share: 0.7 }),
        pluginHybrid('1.3 T4 4xe', 1332, 176, 'AT6', 46, 42_000, { code: 'FireFly', years: [2020, null], drive: 'all', share: 0.3 }),
        diesel('1.6 MultiJet', 1598, 88, 'M6 DCT6', 120, 22_500, { code: 'MultiJet II', years: [2015, 2022], drive: 'front', share: 3 }),
        diesel('2.0 MultiJet', 1956, 103, 'M6 AT9', 144, 29_000, { code: 'MultiJet II', years: [2015, 2020], drive: 'all', share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Jeep',
    'Compass',
    ['Wikipedia: Jeep Compass (second generation) engines', 'jeep-press.eu: Compass press kits 2017, 2020 (4xe), 2022 (e-Hybrid)'],
    [
      generation('MP', { code: 'MP', years: [2017, 2025], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.4 MultiAir', 1368, 103, 'M6', 150, 25_000, { code: 'MultiAir', years: [2017, 2019], drive: 'front', share: 1.5 }),
        petrol('1.4 MultiAir', 1368, 125, 'AT9', 175, 36_000, { code: 'MultiAir', years: [2017, 2019], drive: 'all', share: 0.4 }),
        petrol('1.3 T4', 1332, 96, 'M6', 155, 27_500, { code: 'FireFly', years: [2020, 2023], drive: 'front', share: 1.5 }),
        petrol('1.3 T4', 1332, 110, 'DCT6', 160, 31_000, { code: 'FireFly', years: [2020, 2023], drive: 'front', share: 1 }),
        petrol('1.5 e-Hybrid', 1469, 96, 'DCT7', 135, 36_000, { code: 'FireFly 48V', years: [2022, 2025], drive: 'front', share: 1 }),
        pluginHybrid('1.3 T4 4xe', 1332, 140, 'AT6', 47, 42_500, { code: 'FireFly', years: [2020, 2025], drive: 'all', share: 0.8 }),
        pluginHybrid('1.3 T4 4xe', 1332, 176, 'AT6', 47, 47_000, { code: 'FireFly', years: [2020, 2025], drive: 'all', share: 0.4 }),
        diesel('1.6 MultiJet', 1598, 88, 'M6', 128, 28_500, { code: 'MultiJet II', years: [2017, 2023], drive: 'front', share: 2.5 }),
        diesel('2.0 MultiJet', 1956, 103, 'M6 AT9', 148, 32_500, { code: 'MultiJet II', years: [2017, 2020], drive: 'all', share: 1 }),
        diesel('2.0 MultiJet', 1956, 125, 'AT9', 164, 37_500, { code: 'MultiJet II', years: [2017, 2020], drive: 'all', share: 0.5 }),
      ]),
    ],
  ),
];

export const KIA = [
  catalogModel(
    'Kia',
    'Picanto',
    ['Wikipedia: Kia Picanto (second and third generation) engines', 'kia.com/de press releases: Picanto 2011, 2017, 2018 (T-GDi)'],
    [
      generation('TA', { code: 'TA', years: [2011, 2017], bodies: ['hatchback'] }, [
        petrol('1.0', 998, 51, 'M5', 100, 9_690, { code: 'Kappa', share: 3 }),
        petrol('1.2', 1248, 63, 'M5 AT4', 109, 11_490, { code: 'Kappa', share: 2 }),
      ]),
      generation('JA', { code: 'JA', years: [2017, null], bodies: ['hatchback'] }, [
        petrol('1.0', 998, 49, 'M5 AMT5', 101, 9_990, { code: 'Kappa', share: 3 }),
        petrol('1.25', 1248, 62, 'M5 AT4', 106, 12_990, { code: 'Kappa', share: 2 }),
        petrol('1.0 T-GDi', 998, 74, 'M5', 115, 15_990, { code: 'Kappa', years: [2018, 2023], share: 0.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Kia',
    'Rio',
    ['Wikipedia: Kia Rio (third and fourth generation) engines', 'kia.com/de press releases: Rio 2011, 2017'],
    [
      generation('UB', { code: 'UB', years: [2011, 2016], bodies: ['hatchback'] }, [
        petrol('1.2', 1248, 63, 'M5', 114, 12_990, { code: 'Kappa', share: 3 }),
        petrol('1.4', 1396, 80, 'M6 AT4', 129, 15_490, { code: 'Gamma', share: 1.5 }),
        diesel('1.1 CRDi', 1120, 55, 'M6', 94, 15_490, { code: 'U2', share: 1 }),
        diesel('1.4 CRDi', 1396, 66, 'M6', 109, 16_490, { code: 'U2', share: 1.5 }),
      ]),
      generation('YB', { code: 'YB', years: [2017, 2023], bodies: ['hatchback'] }, [
        petrol('1.2', 1248, 62, 'M5', 114, 13_990, { code: 'Kappa', share: 3 }),
        petrol('1.0 T-GDi', 998, 74, 'M5 DCT7', 107, 16_990, { code: 'Kappa', share: 2 }),
        petrol('1.0 T-GDi', 998, 88, 'M6', 107, 18_990, { code: 'Kappa', share: 1 }),
        diesel('1.4 CRDi', 1396, 57, 'M6', 98, 16_990, { code: 'U2', years: [2017, 2019], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Kia',
    'Ceed',
    ['Wikipedia: Kia Cee\'d (first to third generation) engines', 'kia.com/de press releases: cee\'d 2012, 2015 (T-GDi), Ceed 2018, Ceed SW Plug-in Hybrid (2020)'],
    [
      generation('ED', { code: 'ED', years: [2007, 2012], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.4 CVVT', 1396, 80, 'M5', 152, 15_490, { code: 'Gamma', share: 2 }),
        petrol('1.6 CVVT', 1591, 92, 'M5 AT4', 152, 17_490, { code: 'Gamma', share: 1.5 }),
        diesel('1.6 CRDi', 1582, 66, 'M6', 125, 17_990, { code: 'U', share: 1.5 }),
        diesel('1.6 CRDi', 1582, 85, 'M6', 125, 19_490, { code: 'U', share: 2 }),
        diesel('2.0 CRDi', 1991, 103, 'M6', 149, 21_990, { code: 'D', years: [2007, 2009], share: 0.5 }),
      ]),
      generation('JD', { code: 'JD', years: [2012, 2018], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.4 CVVT', 1396, 73, 'M6', 139, 16_990, { code: 'Gamma', share: 2.5 }),
        petrol('1.6 GDi', 1591, 99, 'M6 DCT6 AT6', 140, 20_490, { code: 'Gamma', share: 1.5 }),
        petrol('1.0 T-GDi', 998, 88, 'M6', 115, 20_490, { code: 'Kappa', years: [2015, 2018], share: 1.5 }),
        diesel('1.4 CRDi', 1396, 66, 'M6', 109, 18_990, { code: 'U2', share: 1.5 }),
        diesel('1.6 CRDi', 1582, 81, 'M6', 102, 21_490, { code: 'U2', share: 2.5 }),
        diesel('1.6 CRDi', 1582, 94, 'M6 AT6', 119, 22_990, { code: 'U2', years: [2012, 2015], share: 1 }),
        diesel('1.6 CRDi', 1582, 100, 'DCT7', 109, 25_990, { code: 'U2', years: [2015, 2018], share: 0.7 }),
      ]),
      generation('CD', { code: 'CD', years: [2018, null], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.4 MPi', 1368, 73, 'M6', 142, 17_990, { code: 'Kappa', years: [2018, 2019], share: 1 }),
        petrol('1.0 T-GDi', 998, 88, 'M6', 118, 19_990, { code: 'Kappa', share: 3 }),
        petrol('1.4 T-GDi', 1353, 103, 'M6 DCT7', 124, 23_990, { code: 'Kappa', years: [2018, 2020], share: 1 }),
        petrol('1.5 T-GDi', 1482, 118, 'M6 DCT7', 133, 27_000, { code: 'Smartstream', years: [2021, null], share: 1 }),
        pluginHybrid('1.6 GDi Plug-in Hybrid', 1580, 104, 'DCT6', 29, 35_000, { code: 'Kappa', years: [2020, 2022], share: 0.4 }),
        diesel('1.6 CRDi', 1598, 85, 'M6', 99, 22_990, { code: 'U3', years: [2018, 2022], share: 2 }),
        diesel('1.6 CRDi', 1598, 100, 'M6 DCT7', 107, 25_490, { code: 'U3', years: [2018, 2022], share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Kia',
    'Sportage',
    ['Wikipedia: Kia Sportage (third to fifth generation) engines', 'kia.com/de press releases: Sportage 2010, 2016, 2018 (48V), 2021'],
    [
      generation('SL', { code: 'SL', years: [2010, 2015], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6 GDi', 1591, 99, 'M6', 158, 20_990, { code: 'Gamma', drive: 'front', share: 2 }),
        petrol('2.0 CVVT', 1998, 120, 'M6 AT6', 185, 24_990, { code: 'Theta II', share: 1 }),
        diesel('1.7 CRDi', 1685, 85, 'M6', 143, 23_990, { code: 'U2', drive: 'front', share: 3 }),
        diesel('2.0 CRDi', 1995, 100, 'M6 AT6', 156, 27_990, { code: 'R', drive: 'all', share: 2 }),
        diesel('2.0 CRDi', 1995, 135, 'M6 AT6', 169, 31_990, { code: 'R', drive: 'all', share: 1 }),
      ]),
      generation('QL', { code: 'QL', years: [2016, 2021], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6 GDi', 1591, 97, 'M6', 156, 20_990, { code: 'Gamma', drive: 'front', share: 3 }),
        petrol('1.6 T-GDi', 1591, 130, 'M6 DCT7', 177, 31_990, { code: 'Gamma', drive: 'all', share: 1 }),
        diesel('1.7 CRDi', 1685, 85, 'M6', 119, 25_490, { code: 'U2', years: [2016, 2018], drive: 'front', share: 3 }),
        diesel('1.7 CRDi', 1685, 104, 'DCT7', 129, 29_490, { code: 'U2', years: [2016, 2018], drive: 'front', share: 1 }),
        diesel('2.0 CRDi', 1995, 136, 'AT6', 170, 33_490, { code: 'R', drive: 'all', share: 1 }),
        diesel('1.6 CRDi', 1598, 85, 'M6', 114, 27_500, { code: 'U3', years: [2018, 2021], drive: 'front', share: 2 }),
        diesel('1.6 CRDi', 1598, 100, 'M6 DCT7', 119, 30_500, { code: 'U3', years: [2018, 2021], share: 1.5 }),
      ]),
      generation('NQ5', { code: 'NQ5', years: [2022, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6 T-GDi', 1598, 110, 'M6', 157, 30_990, { code: 'Smartstream', drive: 'front', share: 3 }),
        petrol('1.6 T-GDi 48V', 1598, 132, 'DCT7', 170, 38_500, { code: 'Smartstream', drive: 'all', share: 0.7 }),
        hybrid('1.6 T-GDi Hybrid', 1598, 169, 'AT6', 130, 39_990, { code: 'Smartstream', share: 2 }),
        pluginHybrid('1.6 T-GDi Plug-in Hybrid', 1598, 195, 'AT6', 25, 45_990, { code: 'Smartstream', drive: 'all', share: 0.8 }),
        diesel('1.6 CRDi 48V', 1598, 100, 'DCT7', 135, 34_990, { code: 'U3', years: [2022, 2023], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Kia',
    'Niro',
    ['Wikipedia: Kia Niro (first and second generation) engines', 'kia.com/de press releases: Niro 2016, Niro Plug-in Hybrid 2017, e-Niro 2018, new Niro 2022'],
    [
      generation('DE', { code: 'DE', years: [2016, 2022], bodies: ['suv'] }, [
        hybrid('1.6 GDi Hybrid', 1580, 104, 'DCT6', 88, 24_990, { code: 'Kappa', share: 4 }),
        pluginHybrid('1.6 GDi Plug-in Hybrid', 1580, 104, 'DCT6', 29, 33_000, { code: 'Kappa', years: [2017, 2022], share: 1 }),
        electric('e-Niro 39 kWh', 100, 'E1', 34_290, { years: [2019, 2022], share: 0.7 }),
        electric('e-Niro 64 kWh', 150, 'E1', 38_090, { years: [2019, 2022], share: 1.5 }),
      ]),
      generation('SG2', { code: 'SG2', years: [2022, null], bodies: ['suv'] }, [
        hybrid('1.6 GDi Hybrid', 1580, 104, 'DCT6', 100, 32_000, { code: 'Smartstream', share: 3 }),
        pluginHybrid('1.6 GDi Plug-in Hybrid', 1580, 135, 'DCT6', 18, 38_000, { code: 'Smartstream', share: 0.8 }),
        electric('EV 64.8 kWh', 150, 'E1', 47_000, { share: 1.5 }),
      ]),
    ],
  ),
];

export const LAND_ROVER = [
  catalogModel(
    'Land Rover',
    'Range Rover Evoque',
    ['Wikipedia: Range Rover Evoque (L538, L551) engines', 'media.landrover.com: Evoque press kits 2011, 2015 (Ingenium), 2019, 2020 (P300e)'],
    [
      generation('L538', { code: 'L538', years: [2011, 2018], bodies: ['suv', 'convertible'], drive: ['all'] }, [
        petrol('Si4', 1999, 177, 'AT6 AT9', 199, 43_700, { code: 'EcoBoost 2.0', years: [2011, 2016], share: 0.6 }),
        diesel('eD4', 2179, 110, 'M6', 129, 32_500, { code: 'DW12', years: [2012, 2015], drive: 'front', share: 1 }),
        diesel('TD4', 2179, 110, 'M6 AT6', 149, 35_900, { code: 'DW12', years: [2011, 2015], share: 3 }),
        diesel('SD4', 2179, 140, 'AT6 AT9', 159, 42_500, { code: 'DW12', years: [2011, 2015], share: 2 }),
        diesel('eD4', 1999, 110, 'M6', 109, 34_000, { code: 'Ingenium', years: [2016, 2018], drive: 'front', share: 1 }),
        diesel('TD4', 1999, 110, 'M6 AT9', 129, 37_500, { code: 'Ingenium', years: [2016, 2018], share: 3 }),
        diesel('TD4', 1999, 132, 'AT9', 139, 42_500, { code: 'Ingenium', years: [2016, 2018], share: 2 }),
      ]),
      generation('L551', { code: 'L551', years: [2019, null], bodies: ['suv'], drive: ['all'] }, [
        diesel('D150', 1999, 110, 'M6 AT9', 160, 37_350, { code: 'Ingenium', drive: ['front', 'all'], share: 2 }),
        diesel('D180 MHEV', 1999, 132, 'AT9', 177, 46_000, { code: 'Ingenium', years: [2019, 2020], share: 1.5 }),
        diesel('D165 MHEV', 1999, 120, 'AT9', 168, 45_000, { code: 'Ingenium', years: [2020, null], share: 2 }),
        petrol('P200 MHEV', 1997, 147, 'AT9', 196, 46_000, { code: 'Ingenium', share: 1 }),
        petrol('P250 MHEV', 1997, 183, 'AT9', 200, 51_000, { code: 'Ingenium', share: 0.6 }),
        pluginHybrid('P300e', 1497, 227, 'AT8', 32, 56_000, { code: 'Ingenium 3-cyl', years: [2021, null], share: 0.8 }),
      ]),
    ],
  ),
  catalogModel(
    'Land Rover',
    'Discovery Sport',
    ['Wikipedia: Land Rover Discovery Sport engines', 'media.landrover.com: Discovery Sport press kits 2014, 2019 (MHEV, P300e)'],
    [
      generation('L550', { code: 'L550', years: [2015, null], bodies: ['suv'], drive: ['all'] }, [
        diesel('TD4', 1999, 110, 'M6 AT9', 139, 36_900, { code: 'Ingenium', years: [2015, 2019], share: 3 }),
        diesel('TD4', 1999, 132, 'AT9', 139, 43_500, { code: 'Ingenium', years: [2015, 2019], share: 2 }),
        diesel('eD4', 1999, 110, 'M6', 123, 33_500, { code: 'Ingenium', years: [2016, 2019], drive: 'front', share: 1 }),
        petrol('Si4', 1999, 177, 'AT9', 189, 43_000, { code: 'Ingenium', years: [2015, 2019], share: 0.5 }),
        diesel('D165 MHEV', 1999, 120, 'AT9', 170, 44_500, { code: 'Ingenium', years: [2020, null], share: 2 }),
        diesel('D200 MHEV', 1999, 150, 'AT9', 175, 49_500, { code: 'Ingenium', years: [2020, null], share: 1 }),
        petrol('P200 MHEV', 1997, 147, 'AT9', 200, 45_000, { code: 'Ingenium', years: [2020, null], share: 0.6 }),
        petrol('P250 MHEV', 1997, 183, 'AT9', 205, 49_500, { code: 'Ingenium', years: [2020, null], share: 0.4 }),
        pluginHybrid('P300e', 1497, 227, 'AT8', 36, 54_000, { code: 'Ingenium 3-cyl', years: [2020, null], share: 0.6 }),
      ]),
    ],
  ),
];

export const LEXUS = [
  catalogModel(
    'Lexus',
    'CT',
    ['Wikipedia: Lexus CT', 'lexus.de press release: CT 200h (2011)'],
    [generation('A10', { code: 'A10', years: [2011, 2022], bodies: ['hatchback'] }, [hybrid('CT 200h', 1798, 100, 'eCVT', 94, 29_950, { code: '2ZR-FXE', share: 1 })])],
  ),
  catalogModel(
    'Lexus',
    'NX',
    ['Wikipedia: Lexus NX (first and second generation)', 'lexus.de press releases: NX 2014, NX 200t (2015), new NX (2021)'],
    [
      generation('AZ10', { code: 'AZ10', years: [2014, 2021], bodies: ['suv'], drive: ['front', 'all'] }, [
        hybrid('NX 300h', 2494, 145, 'eCVT', 116, 42_500, { code: '2AR-FXE', share: 4 }),
        petrol('NX 200t', 1998, 175, 'AT6', 178, 45_500, { code: '8AR-FTS', years: [2015, 2017], share: 0.4 }),
      ]),
      generation('AZ20', { code: 'AZ20', years: [2022, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        hybrid('NX 350h', 2487, 179, 'eCVT', 135, 53_000, { code: 'A25A-FXS', share: 3 }),
        pluginHybrid('NX 450h+', 2487, 227, 'eCVT', 22, 65_000, { code: 'A25A-FXS', drive: 'all', share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Lexus',
    'UX',
    ['Wikipedia: Lexus UX', 'lexus.de press releases: UX 250h (2018), UX 300e (2020)'],
    [
      generation('ZA10', { code: 'ZA10', years: [2019, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        hybrid('UX 250h', 1987, 135, 'eCVT', 120, 34_950, { code: 'M20A-FXS', share: 4 }),
        electric('UX 300e', 150, 'E1', 47_500, { years: [2020, null], drive: 'front', share: 0.7 }),
      ]),
    ],
  ),
];
