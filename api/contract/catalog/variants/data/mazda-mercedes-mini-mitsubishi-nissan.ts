/**
 * Mazda, Mercedes-Benz, Mini, Mitsubishi and Nissan. Engines, years and gearboxes from the makers' press kits and
 * German price lists as given in the sources named per model; list prices are German prices of a base or mid
 * trim in the engine's first model year. Mercedes designations are written as Mercedes writes them ("C 220 d";
 * CDI and BlueTEC in the years they were used); 4MATIC is a drive the variant lists. Nissan's e-POWER is a
 * series hybrid without a gearbox.
 */
import { catalogModel, diesel, electric, generation, hybrid, petrol, pluginHybrid } from '../build';

export const MAZDA = [
  catalogModel(
    'Mazda',
    'Mazda2',
    ['Wikipedia: Mazda2 (DE and DJ) engines', 'mazda-press.com: Mazda2 press kits 2007, 2014'],
    [
      generation('DE', { code: 'DE', years: [2008, 2014], bodies: ['hatchback'] }, [
        petrol('1.3', 1349, 55, 'M5', 135, 12_990, { code: 'ZJ-VE', share: 2 }),
        petrol('1.3', 1349, 63, 'M5', 125, 14_490, { code: 'ZJ-VE', share: 2 }),
        petrol('1.5', 1498, 76, 'M5 AT4', 149, 16_490, { code: 'ZY-VE', share: 1 }),
        diesel('1.4 MZ-CD', 1399, 50, 'M5', 110, 15_490, { code: 'Y4', years: [2008, 2010], share: 0.5 }),
        diesel('1.6 MZ-CD', 1560, 70, 'M5', 110, 17_490, { code: 'Y6', years: [2010, 2014], share: 0.5 }),
      ]),
      generation('DJ', { code: 'DJ', years: [2015, 2024], bodies: ['hatchback'] }, [
        petrol('1.5 Skyactiv-G 75', 1496, 55, 'M5', 110, 12_890, { code: 'P5-VPS', share: 3 }),
        petrol('1.5 Skyactiv-G 90', 1496, 66, 'M5 AT6', 109, 15_990, { code: 'P5-VPS', share: 3 }),
        petrol('1.5 Skyactiv-G 115', 1496, 85, 'M6', 117, 18_490, { code: 'P5-VPS', share: 1 }),
        diesel('1.5 Skyactiv-D 105', 1499, 77, 'M6', 89, 18_990, { code: 'S5-DPTS', years: [2015, 2019], share: 0.8 }),
      ]),
    ],
  ),
  catalogModel(
    'Mazda',
    'Mazda3',
    ['Wikipedia: Mazda3 (BL, BM, BP) engines', 'mazda-press.com: Mazda3 press kits 2009, 2013, 2019 (Skyactiv-X)'],
    [
      generation('BL', { code: 'BL', years: [2009, 2013], bodies: ['hatchback', 'sedan'] }, [
        petrol('1.6', 1598, 77, 'M5 AT4', 156, 17_990, { code: 'Z6', share: 3 }),
        petrol('2.0', 1999, 110, 'M6 AT5', 167, 21_990, { code: 'LF', share: 1 }),
        diesel('1.6 MZ-CD', 1560, 80, 'M5', 119, 20_490, { code: 'Y6', share: 2 }),
        diesel('2.2 MZR-CD', 2184, 110, 'M6', 138, 23_990, { code: 'R2', share: 1.5 }),
      ]),
      generation('BM', { code: 'BM', years: [2014, 2018], bodies: ['hatchback', 'sedan'] }, [
        petrol('1.5 Skyactiv-G', 1496, 74, 'M6', 129, 17_990, { code: 'P5-VPS', share: 2 }),
        petrol('2.0 Skyactiv-G', 1998, 88, 'M6 AT6', 119, 20_990, { code: 'PE-VPS', share: 3 }),
        petrol('2.0 Skyactiv-G', 1998, 121, 'M6 AT6', 135, 24_990, { code: 'PE-VPS', share: 1 }),
        diesel('1.5 Skyactiv-D', 1499, 77, 'M6', 99, 22_490, { code: 'S5-DPTS', years: [2016, 2018], share: 1 }),
        diesel('2.2 Skyactiv-D', 2191, 110, 'M6 AT6', 107, 25_490, { code: 'SH-VPTS', share: 2 }),
      ]),
      generation('BP', { code: 'BP', years: [2019, null], bodies: ['hatchback', 'sedan'] }, [
        petrol('2.0 e-Skyactiv G', 1998, 90, 'M6 AT6', 129, 22_990, { code: 'PE-VPS', share: 4 }),
        petrol('2.0 e-Skyactiv X', 1998, 132, 'M6 AT6', 119, 28_990, { code: 'HF-VPH', years: [2019, 2021], share: 1 }),
        petrol('2.0 e-Skyactiv X', 1998, 137, 'M6 AT6', 119, 31_500, { code: 'HF-VPH', years: [2022, null], share: 0.6 }),
        petrol('2.5 e-Skyactiv G', 2488, 103, 'AT6', 146, 30_000, { code: 'PY-VPS', years: [2023, null], share: 1 }),
        diesel('1.8 Skyactiv-D', 1759, 85, 'M6 AT6', 116, 25_490, { code: 'S8-DPTS', years: [2019, 2021], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Mazda',
    'Mazda6',
    ['Wikipedia: Mazda6 (GH and GJ) engines', 'mazda-press.com: Mazda6 press kits 2008, 2012, 2018'],
    [
      generation('GH', { code: 'GH', years: [2008, 2012], bodies: ['sedan', 'hatchback', 'wagon'] }, [
        petrol('1.8', 1798, 88, 'M5', 163, 21_990, { code: 'L8', share: 2 }),
        petrol('2.0', 1999, 108, 'M6 AT5', 170, 24_490, { code: 'LF', share: 1.5 }),
        diesel('2.0 MZR-CD', 1998, 103, 'M6', 159, 26_490, { code: 'RF', years: [2008, 2009], share: 1.5 }),
        diesel('2.2 MZR-CD', 2184, 92, 'M6', 149, 25_990, { code: 'R2', years: [2009, 2012], share: 1.5 }),
        diesel('2.2 MZR-CD', 2184, 120, 'M6', 154, 28_490, { code: 'R2', years: [2009, 2012], share: 1.5 }),
      ]),
      generation('GJ', { code: 'GJ/GL', years: [2013, 2023], bodies: ['sedan', 'wagon'] }, [
        petrol('2.0 Skyactiv-G', 1998, 107, 'M6 AT6', 129, 25_990, { code: 'PE-VPS', share: 2 }),
        petrol('2.0 Skyactiv-G', 1998, 121, 'M6 AT6', 135, 29_990, { code: 'PE-VPS', share: 1 }),
        petrol('2.5 Skyactiv-G', 2488, 141, 'AT6', 146, 33_490, { code: 'PY-VPS', share: 0.7 }),
        diesel('2.2 Skyactiv-D', 2191, 110, 'M6 AT6', 108, 28_990, { code: 'SH-VPTS', drive: ['front', 'all'], share: 3 }),
        diesel('2.2 Skyactiv-D', 2191, 129, 'M6 AT6', 119, 33_990, { code: 'SH-VPTS', drive: ['front', 'all'], share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Mazda',
    'CX-5',
    ['Wikipedia: Mazda CX-5 (KE and KF) engines', 'mazda-press.com: CX-5 press kits 2012, 2017'],
    [
      generation('KE', { code: 'KE', years: [2012, 2017], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('2.0 Skyactiv-G', 1998, 118, 'M6 AT6', 139, 24_990, { code: 'PE-VPS', share: 2 }),
        petrol('2.5 Skyactiv-G', 2488, 141, 'AT6', 162, 32_990, { code: 'PY-VPS', years: [2014, 2017], drive: 'all', share: 0.5 }),
        diesel('2.2 Skyactiv-D', 2191, 110, 'M6 AT6', 119, 27_990, { code: 'SH-VPTS', share: 4 }),
        diesel('2.2 Skyactiv-D', 2191, 129, 'M6 AT6', 136, 33_990, { code: 'SH-VPTS', drive: 'all', share: 2 }),
      ]),
      generation('KF', { code: 'KF', years: [2017, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('2.0 Skyactiv-G', 1998, 121, 'M6 AT6', 149, 25_990, { code: 'PE-VPS', share: 3 }),
        petrol('2.5 Skyactiv-G', 2488, 143, 'AT6', 162, 34_990, { code: 'PY-VPS', drive: 'all', share: 1 }),
        diesel('2.2 Skyactiv-D', 2191, 110, 'M6 AT6', 132, 29_990, { code: 'SH-VPTS', years: [2017, 2022], share: 3 }),
        diesel('2.2 Skyactiv-D', 2191, 135, 'M6 AT6', 142, 36_990, { code: 'SH-VPTS', years: [2017, 2022], drive: 'all', share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Mazda',
    'CX-30',
    ['Wikipedia: Mazda CX-30 engines', 'mazda-press.com: CX-30 press kits 2019, 2023'],
    [
      generation('DM', { code: 'DM', years: [2019, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('2.0 e-Skyactiv G', 1998, 90, 'M6 AT6', 141, 24_390, { code: 'PE-VPS', drive: 'front', share: 4 }),
        petrol('2.0 e-Skyactiv X', 1998, 132, 'M6 AT6', 133, 29_990, { code: 'HF-VPH', years: [2019, 2021], share: 1 }),
        petrol('2.0 e-Skyactiv X', 1998, 137, 'M6 AT6', 133, 32_000, { code: 'HF-VPH', years: [2022, null], share: 0.6 }),
        petrol('2.5 e-Skyactiv G', 2488, 103, 'AT6', 146, 30_000, { code: 'PY-VPS', years: [2023, null], drive: 'front', share: 1 }),
        diesel('1.8 Skyactiv-D', 1759, 85, 'M6 AT6', 127, 26_990, { code: 'S8-DPTS', years: [2019, 2021], drive: 'front', share: 1 }),
      ]),
    ],
  ),
];

export const MERCEDES = [
  catalogModel(
    'Mercedes-Benz',
    'A-Class',
    ['Wikipedia: Mercedes-Benz A-Class (W176, W177) engines', 'group-media.mercedes-benz.com: A-Class press kits 2012, 2018; A 250 e (2019)'],
    [
      generation('W176', { code: 'W176', years: [2012, 2018], bodies: ['hatchback'] }, [
        petrol('A 160', 1595, 75, 'M6', 128, 24_500, { code: 'M270', years: [2015, 2018], share: 1 }),
        petrol('A 180', 1595, 90, 'M6 DCT7', 128, 24_960, { code: 'M270', share: 4 }),
        petrol('A 200', 1595, 115, 'M6 DCT7', 133, 27_400, { code: 'M270', share: 2 }),
        petrol('A 250', 1991, 155, 'DCT7', 148, 34_200, { code: 'M270', drive: ['front', 'all'], share: 0.6 }),
        diesel('A 160 CDI', 1461, 66, 'M6', 98, 25_500, { code: 'OM607', years: [2012, 2014], share: 0.7 }),
        diesel('A 180 CDI', 1461, 80, 'M6 DCT7', 98, 26_900, { code: 'OM607', years: [2012, 2014], share: 3 }),
        diesel('A 180 d', 1461, 80, 'M6 DCT7', 98, 28_500, { code: 'OM607', years: [2015, 2018], share: 3 }),
        diesel('A 200 CDI', 2143, 100, 'M6 DCT7', 109, 30_000, { code: 'OM651', years: [2012, 2014], share: 1.5 }),
        diesel('A 200 d', 2143, 100, 'M6 DCT7', 109, 31_500, { code: 'OM651', years: [2015, 2018], share: 1.5 }),
        diesel('A 220 d', 2143, 130, 'DCT7', 114, 35_000, { code: 'OM651', years: [2015, 2018], drive: ['front', 'all'], share: 0.7 }),
      ]),
      generation('W177', { code: 'W177/V177', years: [2018, null], bodies: ['hatchback', 'sedan'] }, [
        petrol('A 180', 1332, 100, 'M6 DCT7', 123, 30_200, { code: 'M282', share: 3 }),
        petrol('A 200', 1332, 120, 'M6 DCT7', 123, 32_500, { code: 'M282', share: 3 }),
        petrol('A 250', 1991, 165, 'DCT7', 141, 37_900, { code: 'M260', drive: ['front', 'all'], share: 0.6 }),
        pluginHybrid('A 250 e', 1332, 160, 'DCT8', 21, 40_000, { code: 'M282', years: [2020, null], share: 1 }),
        diesel('A 180 d', 1461, 85, 'DCT7', 108, 32_000, { code: 'OM608', share: 2.5 }),
        diesel('A 200 d', 1950, 110, 'DCT8', 112, 35_000, { code: 'OM654q', years: [2019, null], share: 2 }),
        diesel('A 220 d', 1950, 140, 'DCT8', 114, 37_500, { code: 'OM654q', years: [2019, null], drive: ['front', 'all'], share: 0.8 }),
      ]),
    ],
  ),
  catalogModel(
    'Mercedes-Benz',
    'C-Class',
    ['Wikipedia: Mercedes-Benz C-Class (W204, W205, W206) engines', 'group-media.mercedes-benz.com: C-Class press kits 2007, 2014, 2018, 2021; C 350 e (2015), C 300 de (2019)'],
    [
      generation('W204', { code: 'W204/S204', years: [2007, 2014], bodies: ['sedan', 'wagon'], drive: ['rear', 'all'] }, [
        petrol('C 180', 1796, 115, 'M6 AT5 AT7', 167, 32_000, { code: 'M271', drive: 'rear', share: 3 }),
        petrol('C 200', 1796, 135, 'M6 AT5 AT7', 174, 34_500, { code: 'M271', drive: 'rear', share: 2 }),
        petrol('C 250', 1796, 150, 'AT5 AT7', 168, 38_500, { code: 'M271', years: [2009, 2014], share: 0.7 }),
        diesel('C 180 CDI', 2143, 88, 'M6 AT5', 127, 32_500, { code: 'OM651', years: [2009, 2014], drive: 'rear', share: 2 }),
        diesel('C 200 CDI', 2148, 100, 'M6 AT5 AT7', 138, 33_500, { code: 'OM646 / OM651', drive: 'rear', share: 4 }),
        diesel('C 220 CDI', 2148, 125, 'M6 AT5 AT7', 138, 35_500, { code: 'OM646 / OM651', share: 5 }),
        diesel('C 250 CDI', 2143, 150, 'AT5 AT7', 140, 39_000, { code: 'OM651', years: [2009, 2014], share: 1.5 }),
        diesel('C 350 CDI', 2987, 170, 'AT7', 177, 45_000, { code: 'OM642', years: [2009, 2014], share: 0.7 }),
      ]),
      generation('W205', { code: 'W205/S205', years: [2014, 2021], bodies: ['sedan', 'wagon', 'coupe', 'convertible'], drive: ['rear', 'all'] }, [
        petrol('C 180', 1595, 115, 'M6 AT7 AT9', 123, 33_500, { code: 'M274', drive: 'rear', share: 3 }),
        petrol('C 200', 1991, 135, 'M6 AT7 AT9', 128, 36_000, { code: 'M274 / M264', share: 3 }),
        petrol('C 300', 1991, 180, 'AT7 AT9', 142, 44_000, { code: 'M274', years: [2015, 2021], share: 0.7 }),
        pluginHybrid('C 350 e', 1991, 155, 'AT7', 48, 50_000, { code: 'M274', years: [2015, 2018], drive: 'rear', share: 0.6 }),
        pluginHybrid('C 300 e', 1991, 235, 'AT9', 40, 50_500, { code: 'M264', years: [2019, 2021], drive: 'rear', share: 0.5 }),
        pluginHybrid('C 300 de', 1950, 225, 'AT9', 38, 52_000, { code: 'OM654', years: [2019, 2021], drive: 'rear', share: 0.5 }),
        diesel('C 180 d', 1598, 85, 'M6 AT7', 103, 35_000, { code: 'OM626', years: [2014, 2018], drive: 'rear', share: 1.5 }),
        diesel('C 200 d', 2143, 100, 'M6 AT7', 103, 37_000, { code: 'OM651', years: [2014, 2018], drive: 'rear', share: 3 }),
        diesel('C 200 d', 1597, 118, 'M6 AT9', 109, 40_000, { code: 'OM654q', years: [2018, 2021], drive: 'rear', share: 2 }),
        diesel('C 220 d', 2143, 125, 'M6 AT7 AT9', 103, 39_500, { code: 'OM651', years: [2014, 2018], share: 5 }),
        diesel('C 220 d', 1950, 143, 'AT9', 112, 43_500, { code: 'OM654', years: [2018, 2021], share: 4 }),
        diesel('C 250 d', 2143, 150, 'AT7 AT9', 109, 43_000, { code: 'OM651', years: [2014, 2018], share: 1.5 }),
      ]),
      generation('W206', { code: 'W206/S206', years: [2021, null], bodies: ['sedan', 'wagon'], drive: ['rear', 'all'] }, [
        petrol('C 180', 1496, 125, 'AT9', 139, 43_000, { code: 'M254', drive: 'rear', share: 1.5 }),
        petrol('C 200', 1496, 150, 'AT9', 144, 46_000, { code: 'M254', share: 2 }),
        petrol('C 300', 1999, 190, 'AT9', 152, 52_000, { code: 'M254', share: 0.6 }),
        pluginHybrid('C 300 e', 1999, 230, 'AT9', 15, 55_000, { code: 'M254', years: [2022, null], share: 1 }),
        diesel('C 200 d', 1993, 120, 'AT9', 128, 46_500, { code: 'OM654M', drive: 'rear', share: 2 }),
        diesel('C 220 d', 1993, 147, 'AT9', 131, 49_000, { code: 'OM654M', share: 3 }),
        diesel('C 300 d', 1993, 195, 'AT9', 136, 55_000, { code: 'OM654M', share: 0.7 }),
      ]),
    ],
  ),
  catalogModel(
    'Mercedes-Benz',
    'E-Class',
    ['Wikipedia: Mercedes-Benz E-Class (W212, W213, W214) engines', 'group-media.mercedes-benz.com: E-Class press kits 2009, 2013, 2016, 2020, 2023'],
    [
      generation('W212', { code: 'W212/S212', years: [2009, 2016], bodies: ['sedan', 'wagon'], drive: ['rear', 'all'] }, [
        petrol('E 200', 1796, 135, 'M6 AT5 AT7', 169, 41_500, { code: 'M271 / M274', drive: 'rear', share: 1.5 }),
        petrol('E 250', 1796, 150, 'AT5 AT7', 174, 44_500, { code: 'M271 / M274', share: 0.8 }),
        diesel('E 200 CDI', 2143, 100, 'M6 AT5 AT7', 139, 40_500, { code: 'OM651', years: [2009, 2013], drive: 'rear', share: 2 }),
        diesel('E 220 CDI', 2143, 125, 'M6 AT5 AT7', 139, 42_500, { code: 'OM651', years: [2009, 2013], share: 4 }),
        diesel('E 250 CDI', 2143, 150, 'AT5 AT7', 139, 45_500, { code: 'OM651', years: [2009, 2013], share: 2 }),
        diesel('E 350 CDI', 2987, 195, 'AT7', 159, 51_500, { code: 'OM642', years: [2009, 2013], share: 1.5 }),
        diesel('E 200 BlueTEC', 2143, 100, 'M6 AT7', 125, 43_000, { code: 'OM651', years: [2014, 2016], drive: 'rear', share: 1.5 }),
        diesel('E 220 BlueTEC', 2143, 125, 'M6 AT7', 125, 45_000, { code: 'OM651', years: [2014, 2016], share: 3 }),
        diesel('E 250 BlueTEC', 2143, 150, 'AT7', 126, 48_500, { code: 'OM651', years: [2014, 2016], share: 1.5 }),
        diesel('E 350 BlueTEC', 2987, 190, 'AT7', 144, 54_500, { code: 'OM642', years: [2014, 2016], share: 1 }),
      ]),
      generation('W213', { code: 'W213/S213', years: [2016, 2023], bodies: ['sedan', 'wagon'], drive: ['rear', 'all'] }, [
        petrol('E 200', 1991, 135, 'AT9', 132, 45_000, { code: 'M274', years: [2016, 2019], share: 1.5 }),
        petrol('E 200', 1497, 145, 'AT9', 160, 50_000, { code: 'M264', years: [2020, 2023], share: 1 }),
        petrol('E 300', 1991, 180, 'AT9', 139, 51_000, { code: 'M274 / M264', share: 0.6 }),
        pluginHybrid('E 350 e', 1991, 210, 'AT9', 49, 55_000, { code: 'M274', years: [2017, 2019], drive: 'rear', share: 0.5 }),
        pluginHybrid('E 300 e', 1991, 235, 'AT9', 42, 57_000, { code: 'M264', years: [2020, 2023], share: 0.6 }),
        pluginHybrid('E 300 de', 1950, 225, 'AT9', 41, 56_000, { code: 'OM654', years: [2019, 2023], share: 0.8 }),
        diesel('E 200 d', 1950, 110, 'AT9', 112, 45_500, { code: 'OM654', years: [2017, 2019], drive: 'rear', share: 2.5 }),
        diesel('E 200 d', 1950, 118, 'AT9', 127, 48_000, { code: 'OM654', years: [2020, 2023], drive: 'rear', share: 1.5 }),
        diesel('E 220 d', 1950, 143, 'AT9', 112, 48_000, { code: 'OM654', share: 5 }),
        diesel('E 350 d', 2987, 190, 'AT9', 133, 57_000, { code: 'OM642', years: [2016, 2019], share: 1.2 }),
        diesel('E 400 d', 2925, 250, 'AT9', 145, 63_000, { code: 'OM656', years: [2018, 2023], drive: 'all', share: 0.5 }),
      ]),
      generation('W214', { code: 'W214/S214', years: [2024, null], bodies: ['sedan', 'wagon'], drive: ['rear', 'all'] }, [
        petrol('E 200', 1999, 150, 'AT9', 151, 62_000, { code: 'M254', share: 1.5 }),
        diesel('E 220 d', 1993, 145, 'AT9', 132, 64_000, { code: 'OM654M', share: 3 }),
        pluginHybrid('E 300 e', 1999, 230, 'AT9', 9, 70_000, { code: 'M254', share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Mercedes-Benz',
    'GLC',
    ['Wikipedia: Mercedes-Benz GLC (X253, X254) engines', 'group-media.mercedes-benz.com: GLC press kits 2015, 2019, 2022'],
    [
      generation('X253', { code: 'X253', years: [2016, 2022], bodies: ['suv'], drive: ['all', 'rear'] }, [
        petrol('GLC 250', 1991, 155, 'AT9', 159, 48_000, { code: 'M274', years: [2016, 2019], drive: 'all', share: 1 }),
        petrol('GLC 200', 1991, 145, 'AT9', 174, 48_500, { code: 'M264', years: [2019, 2022], share: 1 }),
        petrol('GLC 300', 1991, 190, 'AT9', 185, 54_000, { code: 'M264', years: [2019, 2022], drive: 'all', share: 0.5 }),
        pluginHybrid('GLC 350 e', 1991, 235, 'AT7', 59, 55_000, { code: 'M274', years: [2016, 2019], drive: 'all', share: 0.6 }),
        pluginHybrid('GLC 300 e', 1991, 235, 'AT9', 50, 60_000, { code: 'M264', years: [2020, 2022], drive: 'all', share: 0.6 }),
        pluginHybrid('GLC 300 de', 1950, 225, 'AT9', 44, 62_000, { code: 'OM654', years: [2020, 2022], drive: 'all', share: 0.5 }),
        diesel('GLC 220 d', 2143, 125, 'AT9', 131, 47_500, { code: 'OM651', years: [2016, 2019], drive: 'all', share: 5 }),
        diesel('GLC 220 d', 1950, 143, 'AT9', 168, 51_000, { code: 'OM654', years: [2019, 2022], drive: 'all', share: 3 }),
        diesel('GLC 200 d', 1950, 120, 'AT9', 161, 49_000, { code: 'OM654', years: [2020, 2022], share: 1 }),
        diesel('GLC 250 d', 2143, 150, 'AT9', 131, 50_000, { code: 'OM651', years: [2016, 2019], drive: 'all', share: 1.5 }),
      ]),
      generation('X254', { code: 'X254', years: [2023, null], bodies: ['suv'], drive: ['all'] }, [
        petrol('GLC 200', 1999, 150, 'AT9', 174, 61_000, { code: 'M254', share: 1 }),
        diesel('GLC 220 d', 1993, 145, 'AT9', 150, 63_000, { code: 'OM654M', share: 3 }),
        pluginHybrid('GLC 300 e', 1999, 230, 'AT9', 12, 68_000, { code: 'M254', share: 1 }),
      ]),
    ],
  ),
];

export const MINI = [
  catalogModel(
    'Mini',
    'Cooper',
    ['Wikipedia: Mini Hatch (R56, F56, F66) engines', 'press.bmwgroup.com: MINI press kits 2006, 2013, 2024'],
    [
      generation('R56', { code: 'R56', years: [2007, 2013], bodies: ['hatchback'] }, [
        petrol('Cooper', 1598, 88, 'M6 AT6', 127, 18_950, { code: 'N12 / N16', share: 4 }),
        diesel('Cooper D', 1598, 82, 'M6 AT6', 104, 20_500, { code: 'W16 / N47C', share: 1.5 }),
      ]),
      generation('F56', { code: 'F55/F56', years: [2014, 2023], bodies: ['hatchback'] }, [
        petrol('Cooper', 1499, 100, 'M6 AT6 DCT7', 105, 19_900, { code: 'B38', share: 4 }),
        diesel('Cooper D', 1496, 85, 'M6 AT6', 92, 22_500, { code: 'B37', years: [2014, 2020], share: 1.5 }),
      ]),
      generation('F66', { code: 'F66', years: [2024, null], bodies: ['hatchback'] }, [petrol('Cooper C', 1499, 115, 'DCT7', 131, 28_900, { code: 'B38', share: 1 })]),
    ],
  ),
  catalogModel(
    'Mini',
    'Countryman',
    ['Wikipedia: Mini Countryman (R60, F60, U25) engines', 'press.bmwgroup.com: MINI Countryman press kits 2010, 2017 (Cooper SE ALL4), 2023'],
    [
      generation('R60', { code: 'R60', years: [2010, 2016], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('One', 1598, 72, 'M6', 143, 21_000, { code: 'N16', drive: 'front', share: 1 }),
        petrol('Cooper', 1598, 90, 'M6 AT6', 143, 23_000, { code: 'N16', share: 3 }),
        petrol('Cooper S', 1598, 135, 'M6 AT6', 146, 26_500, { code: 'N18', share: 1 }),
        diesel('One D', 1598, 66, 'M6', 115, 22_500, { code: 'N47C', drive: 'front', share: 1 }),
        diesel('Cooper D', 1598, 82, 'M6 AT6', 115, 24_500, { code: 'N47C', share: 3 }),
        diesel('Cooper SD', 1995, 105, 'M6 AT6', 122, 28_000, { code: 'N47', years: [2011, 2016], share: 1 }),
      ]),
      generation('F60', { code: 'F60', years: [2017, 2023], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('Cooper', 1499, 100, 'M6 AT6 DCT7', 126, 27_500, { code: 'B38', share: 3 }),
        petrol('Cooper S', 1998, 141, 'M6 AT8', 143, 31_500, { code: 'B48', share: 1 }),
        pluginHybrid('Cooper SE ALL4', 1499, 165, 'AT6', 49, 37_000, { code: 'B38', drive: 'all', share: 1 }),
        diesel('Cooper D', 1995, 110, 'M6 AT8', 113, 31_000, { code: 'B47', share: 3 }),
        diesel('Cooper SD', 1995, 140, 'AT8', 126, 38_500, { code: 'B47', years: [2017, 2020], drive: 'all', share: 0.7 }),
      ]),
      generation('U25', { code: 'U25', years: [2024, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('C', 1499, 125, 'DCT7', 143, 38_000, { code: 'B38', drive: 'front', share: 2 }),
        diesel('D', 1995, 120, 'DCT7', 134, 40_500, { code: 'B47', drive: 'front', share: 1.5 }),
        electric('E', 150, 'E1', 42_000, { drive: 'front', share: 0.6 }),
        electric('SE ALL4', 230, 'E1', 47_500, { drive: 'all', share: 0.4 }),
      ]),
    ],
  ),
];

export const MITSUBISHI = [
  catalogModel(
    'Mitsubishi',
    'Space Star',
    ['Wikipedia: Mitsubishi Mirage (sixth generation, sold as Space Star) engines', 'ADAC Autokatalog: Mitsubishi Space Star (2013–)'],
    [
      generation('A0', { years: [2013, null], bodies: ['hatchback'] }, [
        petrol('1.0', 999, 52, 'M5', 92, 9_990, { code: '3A90', years: [2013, 2019], share: 2 }),
        petrol('1.2', 1193, 59, 'M5 CVT', 100, 11_990, { code: '3A92', years: [2013, 2019], share: 2 }),
        petrol('1.2', 1193, 52, 'M5 CVT', 117, 12_990, { code: '3A92', years: [2020, null], share: 2 }),
      ]),
    ],
  ),
  catalogModel(
    'Mitsubishi',
    'ASX',
    ['Wikipedia: Mitsubishi ASX (first generation) engines', 'mitsubishi-motors.de press releases: ASX 2010, 2015, 2017'],
    [
      generation('GA', { code: 'GA', years: [2010, 2022], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6 MIVEC', 1590, 86, 'M5', 145, 18_990, { code: '4A92', drive: 'front', share: 4 }),
        petrol('1.8 MIVEC', 1798, 103, 'CVT', 155, 21_990, { code: '4B10', years: [2010, 2012], drive: 'front', share: 0.5 }),
        petrol('2.0 MIVEC', 1998, 110, 'CVT', 170, 23_990, { code: '4B11', years: [2017, 2022], drive: 'front', share: 1 }),
        diesel('1.8 DI-D', 1798, 85, 'M6', 136, 22_990, { code: '4N13', years: [2010, 2015], drive: 'front', share: 2 }),
        diesel('1.8 DI-D', 1798, 110, 'M6', 145, 26_990, { code: '4N13', years: [2010, 2015], drive: 'all', share: 1 }),
        diesel('1.6 DI-D', 1560, 84, 'M6', 119, 23_990, { code: '4N13', years: [2015, 2018], share: 1.5 }),
        diesel('2.2 DI-D', 2268, 110, 'AT6', 169, 29_990, { code: '4N14', years: [2015, 2018], drive: 'all', share: 0.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Mitsubishi',
    'Outlander',
    ['Wikipedia: Mitsubishi Outlander (second and third generation) engines and Outlander PHEV', 'mitsubishi-motors.de press releases: Outlander 2012, Outlander PHEV 2013, 2018 (2.4 PHEV)'],
    [
      generation('II', { code: 'CW', years: [2007, 2012], bodies: ['suv'], drive: ['all', 'front'] }, [
        petrol('2.4 MIVEC', 2360, 125, 'CVT', 211, 30_490, { code: '4B12', share: 1 }),
        diesel('2.0 DI-D', 1968, 103, 'M6', 188, 29_990, { code: 'BKD', years: [2007, 2010], share: 2 }),
        diesel('2.2 DI-D', 2179, 115, 'M6 DCT6', 171, 32_990, { code: '4HN', years: [2010, 2012], share: 2 }),
      ]),
      generation('III', { code: 'GF', years: [2013, 2021], bodies: ['suv'], drive: ['all', 'front'] }, [
        petrol('2.0 MIVEC', 1998, 110, 'M5 CVT', 154, 25_990, { code: '4B11', drive: 'front', share: 1.5 }),
        diesel('2.2 DI-D', 2268, 110, 'M6 AT6', 140, 32_990, { code: '4N14', years: [2013, 2018], share: 1.5 }),
        pluginHybrid('2.0 PHEV', 1998, 149, 'E1', 44, 39_990, { code: '4B11', years: [2014, 2018], drive: 'all', share: 3 }),
        pluginHybrid('2.4 PHEV', 2360, 165, 'E1', 46, 37_990, { code: '4B12', years: [2019, 2021], drive: 'all', share: 2 }),
      ]),
    ],
  ),
];

export const NISSAN = [
  catalogModel(
    'Nissan',
    'Micra',
    ['Wikipedia: Nissan Micra (K13, K14) engines', 'nissan.de price lists 2011, 2017, 2019'],
    [
      generation('K13', { code: 'K13', years: [2011, 2016], bodies: ['hatchback'] }, [
        petrol('1.2', 1198, 59, 'M5 CVT', 115, 11_490, { code: 'HR12DE', share: 4 }),
        petrol('1.2 DIG-S', 1198, 72, 'M5 CVT', 95, 14_490, { code: 'HR12DDR', share: 1 }),
      ]),
      generation('K14', { code: 'K14', years: [2017, 2023], bodies: ['hatchback'] }, [
        petrol('1.0', 999, 52, 'M5', 103, 12_990, { code: 'B4D', years: [2017, 2019], share: 2 }),
        petrol('0.9 IG-T', 898, 66, 'M5', 99, 15_990, { code: 'H4Bt', years: [2017, 2019], share: 2 }),
        petrol('1.0 IG-T', 999, 74, 'M5 CVT', 118, 17_000, { code: 'H4D', years: [2019, 2023], share: 2.5 }),
        diesel('1.5 dCi', 1461, 66, 'M5', 85, 17_990, { code: 'K9K', years: [2017, 2019], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Nissan',
    'Juke',
    ['Wikipedia: Nissan Juke (F15, F16) engines', 'nissan.de price lists 2010, 2014, 2019, 2022 (Hybrid)'],
    [
      generation('F15', { code: 'F15', years: [2010, 2019], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6', 1598, 69, 'M5', 139, 16_990, { code: 'HR16DE', drive: 'front', share: 2 }),
        petrol('1.6', 1598, 86, 'M5 CVT', 138, 18_990, { code: 'HR16DE', drive: 'front', share: 2.5 }),
        petrol('1.2 DIG-T', 1197, 85, 'M6', 128, 19_490, { code: 'HRA2DDT', years: [2014, 2019], drive: 'front', share: 2 }),
        petrol('1.6 DIG-T', 1618, 140, 'M6 CVT', 159, 23_490, { code: 'MR16DDT', share: 0.5 }),
        diesel('1.5 dCi', 1461, 81, 'M6', 104, 20_490, { code: 'K9K', drive: 'front', share: 3 }),
      ]),
      generation('F16', { code: 'F16', years: [2020, null], bodies: ['suv'] }, [
        petrol('1.0 DIG-T', 999, 84, 'M6 DCT7', 127, 18_990, { code: 'HR10DDT', share: 4 }),
        hybrid('1.6 Hybrid', 1598, 105, 'MM', 114, 28_500, { code: 'HR16 E-Tech', years: [2022, null], share: 1 }),
      ]),
    ],
  ),
  catalogModel(
    'Nissan',
    'Qashqai',
    ['Wikipedia: Nissan Qashqai (J10, J11, J12) engines', 'nissan.de price lists 2007, 2014, 2018, 2021; Qashqai e-POWER (2022)'],
    [
      generation('J10', { code: 'J10', years: [2007, 2013], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.6', 1598, 86, 'M5 CVT', 158, 19_890, { code: 'HR16DE', drive: 'front', share: 3 }),
        petrol('2.0', 1997, 104, 'M6 CVT', 179, 22_990, { code: 'MR20DE', share: 1.5 }),
        diesel('1.5 dCi', 1461, 81, 'M6', 129, 22_490, { code: 'K9K', drive: 'front', share: 3 }),
        diesel('2.0 dCi', 1995, 110, 'M6 AT6', 169, 27_490, { code: 'M9R', drive: 'all', share: 1.5 }),
      ]),
      generation('J11', { code: 'J11', years: [2014, 2021], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.2 DIG-T', 1197, 85, 'M6 CVT', 129, 21_490, { code: 'HRA2DDT', years: [2014, 2018], drive: 'front', share: 3 }),
        petrol('1.6 DIG-T', 1618, 120, 'M6', 134, 27_000, { code: 'MR16DDT', years: [2015, 2018], drive: 'front', share: 0.7 }),
        petrol('1.3 DIG-T', 1332, 103, 'M6 DCT7', 121, 24_500, { code: 'HR13DDT', years: [2018, 2021], drive: 'front', share: 2.5 }),
        petrol('1.3 DIG-T', 1332, 117, 'M6 DCT7', 121, 28_000, { code: 'HR13DDT', years: [2018, 2021], drive: 'front', share: 1 }),
        diesel('1.5 dCi', 1461, 81, 'M6', 99, 24_890, { code: 'K9K', years: [2014, 2018], drive: 'front', share: 4 }),
        diesel('1.5 dCi', 1461, 85, 'M6 DCT7', 106, 27_500, { code: 'K9K', years: [2018, 2021], drive: 'front', share: 2 }),
        diesel('1.6 dCi', 1598, 96, 'M6 CVT', 115, 28_490, { code: 'R9M', years: [2014, 2018], share: 2 }),
        diesel('1.7 dCi', 1749, 110, 'M6 CVT', 148, 33_000, { code: 'R9N', years: [2019, 2021], share: 0.7 }),
      ]),
      generation('J12', { code: 'J12', years: [2021, null], bodies: ['suv'], drive: ['front', 'all'] }, [
        petrol('1.3 DIG-T mHEV', 1332, 103, 'M6', 143, 29_990, { code: 'HR13DDT', drive: 'front', share: 3 }),
        petrol('1.3 DIG-T mHEV', 1332, 116, 'M6 CVT', 145, 34_500, { code: 'HR13DDT', share: 1.5 }),
        hybrid('1.5 e-POWER', 1497, 140, 'E1', 119, 37_500, { code: 'KR15DDT', years: [2022, null], drive: 'front', share: 1.5 }),
      ]),
    ],
  ),
  catalogModel(
    'Nissan',
    'Leaf',
    ['Wikipedia: Nissan Leaf (ZE0, ZE1)', 'nissan.de price lists 2011, 2016 (30 kWh), 2018, 2019 (e+)'],
    [
      generation('ZE0', { code: 'ZE0/AZE0', years: [2011, 2017], bodies: ['hatchback'] }, [
        electric('24 kWh', 80, 'E1', 36_990, { share: 2 }),
        electric('30 kWh', 80, 'E1', 34_500, { years: [2016, 2017], share: 1 }),
      ]),
      generation('ZE1', { code: 'ZE1', years: [2018, 2025], bodies: ['hatchback'] }, [
        electric('40 kWh', 110, 'E1', 31_950, { share: 3 }),
        electric('e+ 62 kWh', 160, 'E1', 44_500, { years: [2019, 2025], share: 1 }),
      ]),
    ],
  ),
];
