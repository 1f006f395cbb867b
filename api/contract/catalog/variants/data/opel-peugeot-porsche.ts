/**
 * Opel, Peugeot and Porsche. Engines, years and gearboxes from the makers' press kits and German price lists as
 * given in the sources named per model; list prices are German prices of a mid trim in the engine's first model
 * year. Opel's "LPG ecoFLEX" cars were built with autogas at the factory (CO₂ stated on LPG). Stellantis' "Hybrid"
 * petrol engines of 2024 on (Corsa, 208, 3008) are 48 V mild hybrids: petrol cars.
 */
import { catalogModel, diesel, electric, generation, hybrid, lpg, petrol, pluginHybrid } from '../build';

export const OPEL = [
  catalogModel(
    'Opel',
    'Corsa',
    ['Wikipedia: Opel Corsa (D, E, F) engines', 'opel.de price lists 2006, 2011 (LPG ecoFLEX), 2014, 2019, 2024'],
    [
      generation('D', { code: 'S07', years: [2006, 2014], bodies: ['hatchback'] }, [
        petrol('1.0', 998, 44, 'M5', 129, 11_500, { code: 'Z10XEP', years: [2006, 2010], share: 2 }),
        petrol('1.0', 998, 48, 'M5', 129, 11_900, { code: 'A10XEP', years: [2010, 2014], share: 1.5 }),
        petrol('1.2', 1229, 59, 'M5 AMT5', 139, 13_500, { code: 'Z12XEP', years: [2006, 2010], share: 3 }),
        petrol('1.2', 1229, 63, 'M5 AMT5', 129, 13_900, { code: 'A12XER', years: [2010, 2014], share: 3 }),
        lpg('1.2 LPG ecoFLEX', 1229, 61, 'M5', 115, 14_990, { code: 'A12XEL', years: [2011, 2014], share: 0.7 }),
        petrol('1.4', 1364, 66, 'M5 AT4', 144, 15_000, { code: 'Z14XEP', years: [2006, 2010], share: 1.5 }),
        petrol('1.4', 1398, 74, 'M5 AT4', 139, 15_500, { code: 'A14XER', years: [2010, 2014], share: 1.5 }),
        diesel('1.3 CDTI', 1248, 55, 'M5', 119, 15_500, { code: 'Z13DTJ', share: 2 }),
        diesel('1.3 CDTI', 1248, 66, 'M6', 109, 16_500, { code: 'Z13DTH', share: 1.5 }),
        diesel('1.3 CDTI', 1248, 70, 'M5', 94, 17_000, { code: 'A13DTE', years: [2010, 2014], share: 1 }),
        diesel('1.7 CDTI', 1686, 92, 'M6', 129, 18_500, { code: 'Z17DTR', years: [2007, 2014], share: 0.5 }),
      ]),
      generation('E', { code: 'X15', years: [2015, 2019], bodies: ['hatchback'] }, [
        petrol('1.2', 1229, 51, 'M5', 125, 12_950, { code: 'B12XEL', share: 2 }),
        petrol('1.4', 1398, 55, 'M5', 124, 14_500, { code: 'B14XEL', share: 1.5 }),
        petrol('1.4', 1398, 66, 'M5 AT6', 124, 15_900, { code: 'B14XER', share: 3 }),
        lpg('1.4 LPG', 1398, 66, 'M5', 111, 17_000, { code: 'B14XER', share: 1 }),
        petrol('1.0 Turbo', 999, 66, 'M6', 105, 16_500, { code: 'B10XFL', share: 1.5 }),
        petrol('1.0 Turbo', 999, 85, 'M6', 114, 18_500, { code: 'B10XFT', share: 0.8 }),
        diesel('1.3 CDTI', 1248, 55, 'M5', 97, 16_500, { code: 'B13DTC', share: 1 }),
        diesel('1.3 CDTI', 1248, 70, 'M5', 89, 18_000, { code: 'B13DTE', share: 1.5 }),
      ]),
      generation('F', { code: 'P2JO', years: [2020, null], bodies: ['hatchback'] }, [
        petrol('1.2', 1199, 55, 'M5', 128, 14_490, { code: 'EB2', share: 3 }),
        petrol('1.2 Turbo', 1199, 74, 'M6 AT8', 121, 18_990, { code: 'EB2DT', share: 3 }),
        petrol('1.2 Turbo', 1199, 96, 'AT8', 127, 23_500, { code: 'EB2DTS', years: [2020, 2023], share: 0.7 }),
        petrol('1.2 Hybrid', 1199, 74, 'DCT6', 108, 25_000, { code: 'EB2 48V', years: [2024, null], share: 1 }),
        diesel('1.5 Diesel', 1499, 75, 'M6', 110, 21_000, { code: 'DV5', years: [2020, 2022], share: 1 }),
        electric('Corsa-e', 100, 'E1', 29_900, { years: [2020, 2023], share: 1 }),
        electric('Electric', 115, 'E1', 34_650, { years: [2023, null], share: 0.7 }),
      ]),
    ],
  ),
  catalogModel(
    'Opel',
    'Astra',
    ['Wikipedia: Opel Astra (J, K, L) engines', 'opel.de price lists 2010, 2012 (LPG ecoFLEX), 2015, 2019, 2021'],
    [
      generation('J', { code: 'P10', years: [2010, 2015], bodies: ['hatchback', 'wagon', 'sedan'] }, [
        petrol('1.4', 1398, 74, 'M5', 145, 16_850, { code: 'A14XER', share: 2.5 }),
        petrol('1.4 Turbo', 1364, 88, 'M6 AT6', 139, 19_900, { code: 'A14NET', share: 2 }),
        petrol('1.4 Turbo', 1364, 103, 'M6 AT6', 139, 21_400, { code: 'A14NET', share: 1 }),
        lpg('1.4 Turbo LPG ecoFLEX', 1364, 103, 'M6', 129, 22_500, { code: 'A14NET', years: [2012, 2015], share: 0.6 }),
        petrol('1.6', 1598, 85, 'M5 AT6', 153, 18_500, { code: 'A16XER', years: [2010, 2012], share: 1 }),
        diesel('1.7 CDTI', 1686, 81, 'M6', 119, 20_900, { code: 'A17DTJ', years: [2010, 2014], share: 3 }),
        diesel('1.7 CDTI', 1686, 92, 'M6', 119, 22_400, { code: 'A17DTR', years: [2010, 2014], share: 2 }),
        diesel('2.0 CDTI', 1956, 118, 'M6 AT6', 129, 24_900, { code: 'A20DTH', share: 1 }),
        diesel('1.6 CDTI', 1598, 81, 'M6', 104, 22_000, { code: 'B16DTE', years: [2014, 2015], share: 1 }),
        diesel('1.6 CDTI', 1598, 100, 'M6', 109, 24_000, { code: 'B16DTH', years: [2014, 2015], share: 0.7 }),
      ]),
      generation('K', { code: 'B16', years: [2016, 2021], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.0 Turbo', 999, 77, 'M5', 99, 18_260, { code: 'B10XFT', years: [2016, 2019], share: 2 }),
        petrol('1.4 Turbo', 1399, 92, 'M6 AT6', 117, 20_900, { code: 'B14XFL', years: [2016, 2019], share: 2 }),
        petrol('1.4 Turbo', 1399, 110, 'M6 AT6', 123, 23_500, { code: 'B14XFT', years: [2016, 2019], share: 1 }),
        petrol('1.2 Turbo', 1199, 81, 'M6', 126, 21_500, { code: 'F12SHL', years: [2020, 2021], share: 1.5 }),
        petrol('1.2 Turbo', 1199, 96, 'M6', 128, 23_000, { code: 'F12SHT', years: [2020, 2021], share: 1 }),
        diesel('1.6 CDTI', 1598, 70, 'M6', 94, 21_500, { code: 'B16DTE', years: [2016, 2019], share: 2 }),
        diesel('1.6 CDTI', 1598, 81, 'M6', 96, 22_500, { code: 'B16DTU', years: [2016, 2019], share: 3 }),
        diesel('1.6 CDTI', 1598, 100, 'M6 AT6', 103, 25_500, { code: 'B16DTH', years: [2016, 2019], share: 1.5 }),
        diesel('1.5 Diesel', 1496, 77, 'M6', 110, 24_000, { code: 'F15DVC', years: [2020, 2021], share: 1.5 }),
        diesel('1.5 Diesel', 1496, 90, 'M6 CVT', 116, 26_500, { code: 'F15DVH', years: [2020, 2021], share: 1 }),
      ]),
      generation('L', { code: 'OV51', years: [2022, null], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.2 Turbo', 1199, 81, 'M6', 127, 26_000, { code: 'EB2DT', share: 2 }),
        petrol('1.2 Turbo', 1199, 96, 'M6 AT8', 130, 28_500, { code: 'EB2DTS', share: 1.5 }),
        diesel('1.5 Diesel', 1499, 96, 'M6 AT8', 115, 30_000, { code: 'DV5', share: 1.5 }),
        pluginHybrid('1.6 Plug-in Hybrid', 1598, 132, 'AT8', 24, 40_000, { code: 'EP6FDTX', share: 0.7 }),
        electric('Electric', 115, 'E1', 45_000, { years: [2023, null], share: 0.4 }),
      ]),
    ],
  ),
  catalogModel(
    'Opel',
    'Insignia',
    ['Wikipedia: Opel Insignia (A, B) engines', 'opel.de price lists 2008, 2013, 2017, 2020'],
    [
      generation('A', { code: 'G09', years: [2008, 2017], bodies: ['hatchback', 'sedan', 'wagon'], drive: ['front', 'all'] }, [
        petrol('1.6', 1598, 85, 'M5', 169, 22_990, { code: 'A16XER', years: [2008, 2013], drive: 'front', share: 1 }),
        petrol('1.8', 1796, 103, 'M6 AT6', 179, 24_990, { code: 'A18XER', years: [2008, 2013], drive: 'front', share: 1.5 }),
        petrol('1.4 Turbo', 1364, 103, 'M6', 149, 26_500, { code: 'A14NET', years: [2011, 2017], drive: 'front', share: 1.5 }),
        petrol('1.6 Turbo', 1598, 125, 'M6 AT6', 159, 28_500, { code: 'A16XHT', years: [2013, 2017], drive: 'front', share: 0.6 }),
        diesel('2.0 CDTI', 1956, 81, 'M6', 136, 25_990, { code: 'A20DTC', years: [2008, 2013], drive: 'front', share: 2 }),
        diesel('2.0 CDTI', 1956, 96, 'M6 AT6', 136, 27_490, { code: 'A20DTL', years: [2008, 2013], drive: 'front', share: 3 }),
        diesel('2.0 CDTI', 1956, 118, 'M6 AT6', 149, 29_990, { code: 'A20DTH', years: [2008, 2013], share: 3 }),
        diesel('2.0 CDTI', 1956, 88, 'M6', 114, 27_500, { code: 'A20DTE', years: [2014, 2017], drive: 'front', share: 2 }),
        diesel('2.0 CDTI', 1956, 103, 'M6 AT6', 114, 29_500, { code: 'A20DTL', years: [2014, 2017], drive: 'front', share: 3 }),
        diesel('2.0 CDTI', 1956, 120, 'M6 AT6', 124, 32_000, { code: 'A20DTH', years: [2014, 2017], share: 2 }),
      ]),
      generation('B', { code: 'Z18', years: [2017, 2022], bodies: ['hatchback', 'wagon'], drive: ['front', 'all'] }, [
        petrol('1.5 Turbo', 1490, 103, 'M6 AT6', 136, 25_940, { code: 'B15XFL', years: [2017, 2019], drive: 'front', share: 2 }),
        petrol('1.5 Turbo', 1490, 121, 'M6 AT6', 139, 29_000, { code: 'B15XFT', years: [2017, 2019], drive: 'front', share: 1 }),
        petrol('1.4 Turbo', 1399, 107, 'CVT', 150, 33_500, { code: 'F14SHT', years: [2020, 2022], drive: 'front', share: 0.7 }),
        diesel('1.6 CDTI', 1598, 81, 'M6', 105, 27_500, { code: 'B16DTU', years: [2017, 2019], drive: 'front', share: 2 }),
        diesel('1.6 CDTI', 1598, 100, 'M6 AT6', 112, 29_500, { code: 'B16DTH', years: [2017, 2019], drive: 'front', share: 2.5 }),
        diesel('2.0 CDTI', 1956, 125, 'M6 AT8', 129, 34_500, { code: 'B20DTH', years: [2017, 2019], share: 1 }),
        diesel('1.5 Diesel', 1496, 90, 'M6 AT8', 127, 33_000, { code: 'F15DVH', years: [2020, 2022], drive: 'front', share: 1.5 }),
        diesel('2.0 Diesel', 1956, 128, 'AT8', 138, 40_000, { code: 'D20DTR', years: [2020, 2022], share: 0.6 }),
      ]),
    ],
  ),
  catalogModel(
    'Opel',
    'Mokka',
    ['Wikipedia: Opel Mokka (A / X, B) engines', 'opel.de price lists 2012, 2013 (LPG ecoFLEX), 2016, 2020'],
    [
      generation('A', { code: 'J13', years: [2012, 2019], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6', 1598, 85, 'M5', 153, 18_990, { code: 'A16XER', drive: 'front', share: 2 }),
        petrol('1.4 Turbo', 1364, 103, 'M6 AT6', 149, 22_490, { code: 'A14NET', share: 3 }),
        lpg('1.4 Turbo LPG ecoFLEX', 1364, 103, 'M6', 137, 24_990, { code: 'A14NET', years: [2013, 2019], drive: 'front', share: 1 }),
        petrol('1.0 Turbo', 999, 85, 'M6', 125, 20_500, { code: 'B10XFT', years: [2016, 2019], drive: 'front', share: 0.7 }),
        diesel('1.7 CDTI', 1686, 96, 'M6 AT6', 124, 23_990, { code: 'A17DTS', years: [2012, 2015], share: 2.5 }),
        diesel('1.6 CDTI', 1598, 81, 'M6', 109, 23_500, { code: 'B16DTE', years: [2015, 2019], drive: 'front', share: 1.5 }),
        diesel('1.6 CDTI', 1598, 100, 'M6 AT6', 114, 26_000, { code: 'B16DTH', years: [2015, 2019], share: 2 }),
      ]),
      generation('B', { code: 'UB', years: [2021, null], bodies: ['suv'] }, [
        petrol('1.2 Turbo', 1199, 74, 'M6', 127, 23_440, { code: 'EB2DT', share: 3 }),
        petrol('1.2 Turbo', 1199, 96, 'M6 AT8', 134, 28_500, { code: 'EB2DTS', share: 1 }),
        diesel('1.5 Diesel', 1499, 81, 'M6', 116, 26_500, { code: 'DV5', years: [2021, 2022], share: 0.7 }),
        electric('Mokka-e', 100, 'E1', 34_110, { years: [2021, 2023], share: 1 }),
        electric('Electric', 115, 'E1', 37_500, { years: [2023, null], share: 0.6 }),
      ]),
    ],
  ),
  catalogModel(
    'Opel',
    'Grandland',
    ['Wikipedia: Opel Grandland X engines', 'opel.de price lists 2017, 2019, 2020 (Hybrid, Hybrid4)'],
    [
      generation('X', { code: 'A18', years: [2018, 2024], bodies: ['suv'] }, [
        petrol('1.2 Turbo', 1199, 96, 'M6 AT8', 127, 23_300, { code: 'EB2DTS', share: 3 }),
        diesel('1.6 CDTI', 1560, 88, 'M6', 106, 26_500, { code: 'DV6', years: [2018, 2018], share: 1 }),
        diesel('1.5 Diesel', 1499, 96, 'M6 AT8', 104, 27_500, { code: 'DV5', years: [2018, 2023], share: 3 }),
        diesel('2.0 CDTI', 1997, 130, 'AT8', 124, 34_500, { code: 'DW10', years: [2018, 2019], share: 0.5 }),
        pluginHybrid('1.6 Hybrid', 1598, 165, 'AT8', 32, 43_000, { code: 'EP6FDTX', years: [2020, 2024], share: 0.8 }),
        pluginHybrid('1.6 Hybrid4', 1598, 221, 'AT8', 34, 50_000, { code: 'EP6FDTX', years: [2020, 2024], drive: 'all', share: 0.3 }),
      ]),
    ],
  ),
];

export const PEUGEOT = [
  catalogModel(
    'Peugeot',
    '208',
    ['Wikipedia: Peugeot 208 (first and second generation) engines', 'peugeot.de price lists 2012, 2015, 2019, 2024'],
    [
      generation('I', { code: 'A9', years: [2012, 2019], bodies: ['hatchback'] }, [
        petrol('1.0 VTi 68', 999, 50, 'M5', 99, 11_950, { code: 'EB0', years: [2012, 2015], share: 1.5 }),
        petrol('1.2 PureTech 82', 1199, 60, 'M5 AMT5', 104, 14_000, { code: 'EB2', share: 4 }),
        petrol('1.2 PureTech 110', 1199, 81, 'M5 AT6', 103, 17_500, { code: 'EB2DT', years: [2015, 2019], share: 2 }),
        petrol('1.6 VTi 120', 1598, 88, 'M5', 134, 17_500, { code: 'EP6', years: [2012, 2015], share: 0.7 }),
        diesel('1.4 HDi 68', 1398, 50, 'M5', 98, 15_500, { code: 'DV4', years: [2012, 2015], share: 1.5 }),
        diesel('1.6 e-HDi 92', 1560, 68, 'M5 AMT6', 87, 17_000, { code: 'DV6', years: [2012, 2015], share: 1.5 }),
        diesel('1.6 e-HDi 115', 1560, 85, 'M6', 99, 19_000, { code: 'DV6', years: [2012, 2015], share: 0.5 }),
        diesel('1.6 BlueHDi 75', 1560, 55, 'M5', 79, 16_000, { code: 'DV6', years: [2015, 2019], share: 1.5 }),
        diesel('1.6 BlueHDi 100', 1560, 73, 'M5', 82, 17_500, { code: 'DV6', years: [2015, 2019], share: 2 }),
        diesel('1.6 BlueHDi 120', 1560, 88, 'M6', 94, 19_500, { code: 'DV6', years: [2015, 2018], share: 0.5 }),
      ]),
      generation('II', { code: 'P21', years: [2020, null], bodies: ['hatchback'] }, [
        petrol('1.2 PureTech 75', 1199, 55, 'M5', 125, 15_990, { code: 'EB2', share: 3 }),
        petrol('1.2 PureTech 100', 1199, 74, 'M6 AT8', 121, 19_990, { code: 'EB2DT', share: 4 }),
        petrol('1.2 PureTech 130', 1199, 96, 'AT8', 129, 25_000, { code: 'EB2DTS', years: [2020, 2023], share: 1 }),
        petrol('1.2 Hybrid 100', 1199, 74, 'DCT6', 106, 25_500, { code: 'EB2 48V', years: [2024, null], share: 1 }),
        diesel('1.5 BlueHDi 100', 1499, 75, 'M6', 104, 21_500, { code: 'DV5', years: [2020, 2022], share: 1.5 }),
        electric('e-208', 100, 'E1', 30_450, { years: [2020, 2023], share: 1.5 }),
        electric('e-208', 115, 'E1', 36_000, { years: [2023, null], share: 0.7 }),
      ]),
    ],
  ),
  catalogModel(
    'Peugeot',
    '308',
    ['Wikipedia: Peugeot 308 (first to third generation) engines', 'peugeot.de price lists 2008, 2014, 2018, 2021'],
    [
      generation('I', { code: 'T7', years: [2008, 2013], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.4 VTi 95', 1397, 70, 'M5', 152, 17_500, { code: 'EP3', share: 2 }),
        petrol('1.6 VTi 120', 1598, 88, 'M5 AT4', 159, 19_500, { code: 'EP6', share: 2 }),
        petrol('1.6 THP 150', 1598, 110, 'M6 AT6', 169, 22_500, { code: 'EP6DT', share: 0.7 }),
        diesel('1.6 HDi 90', 1560, 66, 'M5', 124, 19_900, { code: 'DV6', share: 2 }),
        diesel('1.6 HDi 110', 1560, 80, 'M5 AMT6', 124, 21_500, { code: 'DV6', share: 3 }),
        diesel('2.0 HDi 140', 1997, 103, 'M6 AT6', 139, 23_500, { code: 'DW10', share: 1.5 }),
        diesel('2.0 HDi 163', 1997, 120, 'AT6', 154, 26_500, { code: 'DW10', years: [2010, 2013], share: 0.5 }),
      ]),
      generation('II', { code: 'T9', years: [2014, 2021], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.2 PureTech 82', 1199, 60, 'M5', 114, 17_950, { code: 'EB2', years: [2014, 2017], share: 1 }),
        petrol('1.2 PureTech 110', 1199, 81, 'M5', 107, 19_950, { code: 'EB2DT', share: 2.5 }),
        petrol('1.2 PureTech 130', 1199, 96, 'M6 AT6 AT8', 109, 21_950, { code: 'EB2DTS', share: 3 }),
        petrol('1.6 THP 125', 1598, 92, 'M6 AT6', 129, 21_500, { code: 'EP6CDT', years: [2014, 2016], share: 0.5 }),
        diesel('1.6 BlueHDi 100', 1560, 73, 'M5', 85, 20_950, { code: 'DV6', years: [2014, 2018], share: 2 }),
        diesel('1.6 BlueHDi 120', 1560, 88, 'M6 AT6', 93, 22_950, { code: 'DV6', years: [2014, 2018], share: 3 }),
        diesel('2.0 BlueHDi 150', 1997, 110, 'M6 AT6', 99, 26_950, { code: 'DW10', share: 1.5 }),
        diesel('2.0 BlueHDi 180', 1997, 133, 'AT6 AT8', 111, 30_500, { code: 'DW10', years: [2015, 2021], share: 0.5 }),
        diesel('1.5 BlueHDi 100', 1499, 75, 'M6', 91, 22_900, { code: 'DV5', years: [2018, 2021], share: 1.5 }),
        diesel('1.5 BlueHDi 130', 1499, 96, 'M6 AT8', 95, 25_500, { code: 'DV5', years: [2018, 2021], share: 2 }),
      ]),
      generation('III', { code: 'P51', years: [2022, null], bodies: ['hatchback', 'wagon'] }, [
        petrol('1.2 PureTech 110', 1199, 81, 'M6', 129, 27_000, { code: 'EB2DT', share: 2 }),
        petrol('1.2 PureTech 130', 1199, 96, 'M6 AT8', 132, 30_000, { code: 'EB2DTS', share: 2.5 }),
        diesel('1.5 BlueHDi 130', 1499, 96, 'M6 AT8', 117, 31_000, { code: 'DV5', share: 2 }),
        pluginHybrid('Hybrid 180', 1598, 133, 'AT8', 25, 40_000, { code: 'EP6FDTX', share: 0.6 }),
        pluginHybrid('Hybrid 225', 1598, 165, 'AT8', 26, 44_000, { code: 'EP6FDTX', share: 0.5 }),
        electric('e-308', 115, 'E1', 44_000, { years: [2023, null], share: 0.4 }),
      ]),
    ],
  ),
  catalogModel(
    'Peugeot',
    '2008',
    ['Wikipedia: Peugeot 2008 (first and second generation) engines', 'peugeot.de price lists 2013, 2015, 2019'],
    [
      generation('I', { code: 'A94', years: [2013, 2019], bodies: ['suv'] }, [
        petrol('1.2 PureTech 82', 1199, 60, 'M5', 114, 15_990, { code: 'EB2', share: 3 }),
        petrol('1.2 PureTech 110', 1199, 81, 'M5 AT6', 103, 19_500, { code: 'EB2DT', share: 2.5 }),
        petrol('1.2 PureTech 130', 1199, 96, 'M6', 107, 22_500, { code: 'EB2DTS', years: [2015, 2019], share: 1 }),
        petrol('1.6 VTi 120', 1598, 88, 'AT4', 150, 19_900, { code: 'EP6', years: [2013, 2015], share: 0.5 }),
        diesel('1.6 e-HDi 92', 1560, 68, 'M5 AMT6', 98, 19_500, { code: 'DV6', years: [2013, 2015], share: 1.5 }),
        diesel('1.6 e-HDi 115', 1560, 85, 'M6', 105, 21_500, { code: 'DV6', years: [2013, 2015], share: 0.8 }),
        diesel('1.6 BlueHDi 100', 1560, 73, 'M5', 95, 20_500, { code: 'DV6', years: [2015, 2019], share: 2 }),
        diesel('1.6 BlueHDi 120', 1560, 88, 'M6', 103, 22_500, { code: 'DV6', years: [2015, 2019], share: 1 }),
      ]),
      generation('II', { code: 'P24', years: [2020, null], bodies: ['suv'] }, [
        petrol('1.2 PureTech 100', 1199, 74, 'M6', 135, 21_950, { code: 'EB2DT', share: 3 }),
        petrol('1.2 PureTech 130', 1199, 96, 'M6 AT8', 138, 26_000, { code: 'EB2DTS', share: 3 }),
        petrol('1.2 PureTech 155', 1199, 114, 'AT8', 147, 31_000, { code: 'EB2DTS', years: [2020, 2022], share: 0.4 }),
        diesel('1.5 BlueHDi 110', 1499, 81, 'M6', 118, 25_000, { code: 'DV5', share: 1.5 }),
        diesel('1.5 BlueHDi 130', 1499, 96, 'AT8', 125, 29_500, { code: 'DV5', share: 1 }),
        electric('e-2008', 100, 'E1', 34_650, { years: [2020, 2023], share: 1 }),
        electric('e-2008', 115, 'E1', 38_000, { years: [2023, null], share: 0.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Peugeot',
    '3008',
    ['Wikipedia: Peugeot 3008 (first to third generation) engines', 'peugeot.de price lists 2009, 2012 (HYbrid4), 2016, 2019, 2024'],
    [
      generation('I', { code: 'T84', years: [2009, 2016], bodies: ['suv'] }, [
        petrol('1.6 VTi 120', 1598, 88, 'M5', 167, 21_700, { code: 'EP6', share: 2 }),
        petrol('1.6 THP 156', 1598, 115, 'M6 AT6', 169, 24_900, { code: 'EP6DT', share: 1 }),
        diesel('1.6 HDi 110', 1560, 80, 'M6 AMT6', 140, 24_500, { code: 'DV6', years: [2009, 2011], share: 2.5 }),
        diesel('1.6 e-HDi 115', 1560, 84, 'M6 AMT6', 125, 26_000, { code: 'DV6', years: [2012, 2016], share: 3 }),
        diesel('2.0 HDi 150', 1997, 110, 'M6', 139, 28_000, { code: 'DW10', share: 2 }),
        diesel('2.0 HDi 163', 1997, 120, 'AT6', 167, 30_500, { code: 'DW10', share: 1 }),
        hybrid('HYbrid4', 1997, 147, 'AMT6', 99, 34_990, { code: 'DW10 + rear motor', years: [2012, 2016], drive: 'all', share: 0.5 }),
      ]),
      generation('II', { code: 'P84', years: [2017, 2023], bodies: ['suv'] }, [
        petrol('1.2 PureTech 130', 1199, 96, 'M6 AT6 AT8', 117, 25_900, { code: 'EB2DTS', share: 4 }),
        petrol('1.6 THP 165', 1598, 121, 'AT6', 131, 31_950, { code: 'EP6FDT', years: [2017, 2018], share: 0.5 }),
        petrol('1.6 PureTech 180', 1598, 133, 'AT8', 155, 36_000, { code: 'EP6FDT', years: [2019, 2023], share: 0.5 }),
        pluginHybrid('Hybrid 225', 1598, 165, 'AT8', 33, 43_000, { code: 'EP6FDTX', years: [2020, 2023], share: 1 }),
        pluginHybrid('Hybrid4 300', 1598, 221, 'AT8', 31, 50_000, { code: 'EP6FDTX', years: [2020, 2023], drive: 'all', share: 0.5 }),
        diesel('1.6 BlueHDi 120', 1560, 88, 'M6 AT6', 100, 28_900, { code: 'DV6', years: [2017, 2018], share: 2 }),
        diesel('1.5 BlueHDi 130', 1499, 96, 'M6 AT8', 101, 30_000, { code: 'DV5', years: [2018, 2023], share: 4 }),
        diesel('2.0 BlueHDi 150', 1997, 110, 'M6', 114, 32_500, { code: 'DW10', years: [2017, 2019], share: 1 }),
        diesel('2.0 BlueHDi 180', 1997, 133, 'AT6 AT8', 124, 37_500, { code: 'DW10', share: 1 }),
      ]),
      generation('III', { code: 'P64', years: [2024, null], bodies: ['suv'] }, [
        petrol('1.2 Hybrid 136', 1199, 100, 'DCT6', 127, 37_500, { code: 'EB2 48V', share: 3 }),
        electric('e-3008', 157, 'E1', 48_650, { share: 1 }),
      ]),
    ],
  ),
];

export const PORSCHE = [
  catalogModel(
    'Porsche',
    '911',
    [
      'newsroom.kues.de: 911 Carrera (991) IAA 2011, 257 kW 3.4 and 294 kW 3.8, prices 88,037 and 102,436 €',
      'autotopnews.de: 991 Carrera first 911 under 200 g/km; autoservicepraxis.de and Porsche 991 II press kit (2015): 272 and 309 kW 3.0 biturbo, PDK 7.4 and 7.7 l/100 km, from 94,344 €',
      'morgenweb.de (2018) and auto-zuerich.ch (2018): 992 Carrera S and 4S 331 kW, eight-speed PDK, 8.9 and 9.0 l/100 km; de.motor1.com: 992 Carrera S from about 120,000 €',
    ],
    [
      // CO₂ of the PDK cars: the 991 Carrera was the first 911 under 200 g/km (194), the S at 8.7 l/100 km (205); the
      // 991 II at 7.4 and 7.7 l/100 km (169 and 174 g/km). 9A1 and 9A2 are the flat-six families. The 992 Carrera
      // (283 kW), the 991 Carrera 4/4S and GTS are left out: their CO₂ and prices could not be checked; 991 II and
      // 992 4S prices (108,000 and 127,000 €) are estimates between the sourced ones.
      generation('991', { code: '991', years: [2012, 2019], bodies: ['coupe', 'convertible'], drive: ['rear'] }, [
        petrol('Carrera', 3436, 257, 'M7 PDK7', 194, 88_037, { code: '9A1', years: [2012, 2015], share: 2 }),
        petrol('Carrera S', 3800, 294, 'M7 PDK7', 205, 102_436, { code: '9A1', years: [2012, 2015], share: 1.5 }),
        petrol('Carrera', 2981, 272, 'M7 PDK7', 169, 94_344, { code: '9A2', years: [2016, 2019], share: 1.5 }),
        petrol('Carrera S', 2981, 309, 'M7 PDK7', 174, 108_000, { code: '9A2', years: [2016, 2019], share: 1.2 }),
      ]),
      generation('992', { code: '992', years: [2019, null], bodies: ['coupe', 'convertible'], drive: ['rear'] }, [
        // The launch figures (8.9 and 9.0 l/100 km; the sources do not say whether NEDC-correlated or WLTP).
        petrol('Carrera S', 2981, 331, 'PDK8', 205, 120_125, { code: '9A2', share: 1.5 }),
        petrol('Carrera 4S', 2981, 331, 'PDK8', 206, 127_000, { code: '9A2', share: 1, drive: 'all' }),
      ]),
    ],
  ),
  catalogModel(
    'Porsche',
    'Cayenne',
    ['Wikipedia: Porsche Cayenne (958, 9YA) engines', 'newsroom.porsche.com: Cayenne press kits 2010, 2014, 2017, 2023'],
    [
      generation('958', { code: '92A', years: [2011, 2017], bodies: ['suv'], drive: ['all'] }, [
        petrol('3.6 V6', 3598, 221, 'AT8', 213, 61_000, { code: 'EA390', share: 2 }),
        petrol('S', 4806, 294, 'AT8', 239, 77_000, { code: 'M48', years: [2011, 2014], share: 0.8 }),
        petrol('S', 3604, 309, 'AT8', 223, 85_000, { code: 'MCU', years: [2015, 2017], share: 0.5 }),
        hybrid('S Hybrid', 2995, 245, 'AT8', 193, 81_500, { code: 'EA837', years: [2011, 2014], share: 0.3 }),
        pluginHybrid('S E-Hybrid', 2995, 306, 'AT8', 79, 84_000, { code: 'EA837', years: [2015, 2017], share: 0.4 }),
        diesel('Diesel', 2967, 176, 'AT8', 189, 63_500, { code: 'EA897', years: [2011, 2014], share: 3 }),
        diesel('Diesel', 2967, 193, 'AT8', 173, 71_000, { code: 'EA897', years: [2015, 2017], share: 2 }),
        diesel('S Diesel', 4134, 283, 'AT8', 209, 83_000, { code: 'EA898', years: [2013, 2017], share: 0.6 }),
      ]),
      generation('9YA', { code: 'PO536', years: [2018, null], bodies: ['suv'], drive: ['all'] }, [
        petrol('3.0 V6', 2995, 250, 'AT8', 207, 75_000, { code: 'EA839', years: [2018, 2023], share: 2 }),
        petrol('3.0 V6', 2995, 260, 'AT8', 250, 94_000, { code: 'EA839', years: [2024, null], share: 1 }),
        petrol('S', 2894, 324, 'AT8', 213, 91_000, { code: 'EA839', years: [2018, 2023], share: 0.6 }),
        pluginHybrid('E-Hybrid', 2995, 340, 'AT8', 74, 89_000, { code: 'EA839', years: [2019, 2023], share: 1 }),
        pluginHybrid('E-Hybrid', 2995, 346, 'AT8', 40, 104_000, { code: 'EA839', years: [2024, null], share: 0.8 }),
      ]),
    ],
  ),
  catalogModel(
    'Porsche',
    'Macan',
    ['Wikipedia: Porsche Macan (95B) and Macan Electric', 'newsroom.porsche.com: Macan press kits 2014, 2018, 2021, Macan Electric (2024)'],
    [
      generation('95B', { code: '95B', years: [2014, 2024], bodies: ['suv'], drive: ['all'] }, [
        petrol('2.0', 1984, 185, 'PDK7', 181, 58_000, { code: 'EA888', years: [2017, 2021], share: 2 }),
        petrol('2.0', 1984, 195, 'PDK7', 229, 69_000, { code: 'EA888', years: [2022, 2024], share: 1 }),
        petrol('S', 2997, 250, 'PDK7', 212, 57_930, { code: 'EA837', years: [2014, 2018], share: 1 }),
        petrol('S', 2894, 260, 'PDK7', 230, 71_000, { code: 'EA839', years: [2019, 2021], share: 0.6 }),
        petrol('S', 2894, 280, 'PDK7', 240, 85_000, { code: 'EA839', years: [2022, 2024], share: 0.4 }),
        diesel('S Diesel', 2967, 190, 'PDK7', 164, 57_930, { code: 'EA897', years: [2014, 2018], share: 2 }),
      ]),
      generation('Electric', { code: 'XAB', years: [2024, null], bodies: ['suv'], drive: ['all'] }, [
        electric('4 Electric', 300, 'E1', 84_100, { share: 1 }),
        electric('Turbo Electric', 470, 'E1', 114_500, { share: 0.3 }),
      ]),
    ],
  ),
];
